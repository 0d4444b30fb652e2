import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { createShopServer, pageContent, product, withIds } from './shop-test-server';
// Loaded up front so the router's lazy import resolves at once; a busy machine still gets generous timeouts.
import './wishlist-page';

const wishlistGets = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/apps/ecommerce/wishlist');

describe('shop wishlist', () => {
  it('shows the wishlisted products', async () => {
    const server = createShopServer({ products: [product(1, { name: 'Curing Light', price: 2_064_000 }), product(2)], wishlist: [1] });
    installFakeApi(server.handlers);
    renderApp('/shop/wishlist', { user: ADMIN_USER });
    const main = await pageContent();
    expect(await main.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    const list = await main.findByRole('list', { name: 'Wishlist products' });
    const item = within(within(list).getByRole('article', { name: 'Curing Light' }));
    expect(item.getByText('IDR 2,064,000')).toBeInTheDocument();
    expect(item.getByRole('img', { name: 'Curing Light' })).toBeInTheDocument();
    expect(within(list).queryByRole('article', { name: 'Dental Product 2' })).not.toBeInTheDocument();
    expect(main.getByText('1 product')).toBeInTheDocument();
  });

  it('moves a product to the cart: adds it, takes it off the wishlist, and fetches both again', async () => {
    const server = createShopServer({ wishlist: [1, 2] });
    const { calls } = installFakeApi(withIds(server, [1, 2]));
    renderApp('/shop/wishlist', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    const card = await main.findByRole('article', { name: 'Dental Product 1' });
    const gets = wishlistGets(calls).length;

    await user.click(within(card).getByRole('button', { name: 'Move to cart' }));
    await waitFor(() => expect(main.queryByRole('article', { name: 'Dental Product 1' })).not.toBeInTheDocument());
    const mutations = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body ?? null)}`);
    expect(mutations).toEqual(['POST /apps/ecommerce/cart {"productId":1}', 'DELETE /apps/ecommerce/wishlist/1 null']);
    expect(wishlistGets(calls).length).toBeGreaterThan(gets);
    expect(main.getByRole('article', { name: 'Dental Product 2' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Cart, 1 items')).toBeInTheDocument();
  });

  it('removes a product, and says so when the wishlist is empty', async () => {
    const server = createShopServer({ wishlist: [3] });
    const { calls } = installFakeApi(withIds(server, [3]));
    renderApp('/shop/wishlist', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    const card = await main.findByRole('article', { name: 'Dental Product 3' });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(await main.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /apps/ecommerce/wishlist/3']);
    expect(main.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop/products');
  });

  it('shows an error when the wishlist fails to load', async () => {
    installFakeApi({
      'GET /apps/ecommerce/wishlist': () => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } }),
    });
    renderApp('/shop/wishlist', { user: ADMIN_USER });
    const main = await pageContent();
    const alert = (await main.findByText('The shop could not be loaded')).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toBeInTheDocument();
  });
});
