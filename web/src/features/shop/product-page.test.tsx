import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { createShopServer, pageContent, product, withIds } from './shop-test-server';
// Loaded up front so the router's lazy import resolves at once; a busy machine still gets generous timeouts.
import './product-page';

const detailGets = (calls: { method: string; path: string }[], id: number) =>
  calls.filter((c) => c.method === 'GET' && c.path === `/apps/ecommerce/products/${id}`);

describe('shop product detail', () => {
  it('loads the product whose id ends the slug and shows its details', async () => {
    const server = createShopServer({
      products: [product(7, { name: 'Apex Locator', price: 3_984_000, brand: 'Endotek', hasFreeShipping: true, rating: 4 })],
    });
    const { calls } = installFakeApi(withIds(server, [7]));
    renderApp('/shop/product/apex-locator-7', { user: ADMIN_USER });
    const main = await pageContent();

    expect(await main.findByRole('heading', { level: 1, name: 'Apex Locator' })).toBeInTheDocument();
    expect(detailGets(calls, 7)).toHaveLength(1);
    expect(main.getByRole('img', { name: 'Apex Locator' })).toHaveAttribute('src', '/images/products/p-7.svg');
    expect(main.getByText('by Endotek')).toBeInTheDocument();
    expect(main.getByText('IDR 3,984,000')).toBeInTheDocument();
    expect(main.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(main.getByText('In stock')).toBeInTheDocument();
    expect(main.getByText('Description of Apex Locator.')).toBeInTheDocument();
    expect(main.getByText('Free shipping')).toBeInTheDocument();
    const colours = within(main.getByRole('group', { name: 'Colour' }));
    expect(colours.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['Teal', 'Green', 'Amber', 'Red', 'Blue']);
    expect(colours.getByRole('radio', { name: 'Teal' })).toBeChecked();
  });

  it('adds to the wishlist and the cart, fetching the product again after each', async () => {
    const server = createShopServer({ products: [product(7, { name: 'Apex Locator' })] });
    const { calls } = installFakeApi(withIds(server, [7]));
    renderApp('/shop/product/apex-locator-7', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    await main.findByRole('heading', { level: 1, name: 'Apex Locator' });

    await user.click(main.getByRole('button', { name: 'Wishlist' }));
    await waitFor(() => expect(main.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/apps/ecommerce/wishlist', body: { productId: 7 } });
    expect(detailGets(calls, 7)).toHaveLength(2);

    await user.click(main.getByRole('button', { name: 'Add to cart' }));
    expect(await main.findByRole('link', { name: 'View in cart' })).toHaveAttribute('href', '/shop/checkout');
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({ path: '/apps/ecommerce/cart', body: { productId: 7 } });
    expect(detailGets(calls, 7)).toHaveLength(3);
  });

  it('shows "not found" for an unknown product and for a slug without an id', async () => {
    const { calls } = installFakeApi(withIds(createShopServer(), [404]));
    const first = renderApp('/shop/product/no-such-thing-404', { user: ADMIN_USER });
    const main = await pageContent();
    expect(await main.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop/products');
    first.unmount();

    const before = calls.length;
    renderApp('/shop/product/no-number', { user: ADMIN_USER });
    const second = await pageContent();
    expect(await second.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(calls.slice(before).some((c) => c.path.startsWith('/apps/ecommerce/products/'))).toBe(false);
  });

  it('shows an error when the product fails to load', async () => {
    installFakeApi({
      'GET /apps/ecommerce/products/7': () => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } }),
    });
    renderApp('/shop/product/apex-locator-7', { user: ADMIN_USER });
    const main = await pageContent();
    const alert = (await main.findByRole('heading', { name: 'The shop could not be loaded' })).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
