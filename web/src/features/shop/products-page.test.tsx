import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { createShopServer, pageContent, product, withIds } from './shop-test-server';
// Loaded up front so the router's lazy import resolves at once; a busy machine still gets generous timeouts.
import './products-page';

const productGets = (calls: FakeRequest[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/apps/ecommerce/products');
const SERVER_ERROR = { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' };

describe('shop product list', () => {
  it('shows the page of products the server sends, with the query it sent', async () => {
    const server = createShopServer({
      products: [product(1, { name: 'Intraoral Camera HD Pro', price: 6_240_000, brand: 'Lumident', hasFreeShipping: true })],
    });
    const { calls } = installFakeApi(server.handlers);
    renderApp('/shop/products', { user: ADMIN_USER });
    const main = await pageContent();

    expect(await main.findByText('Shop', { selector: 'h1' })).toBeInTheDocument();
    const item = within(await main.findByRole('article', { name: 'Intraoral Camera HD Pro' }));
    expect(item.getByRole('img', { name: 'Intraoral Camera HD Pro' })).toHaveAttribute('src', '/images/products/p-1.svg');
    expect(item.getByText('IDR 6,240,000')).toBeInTheDocument();
    expect(item.getByText('by Lumident')).toBeInTheDocument();
    expect(item.getByText('Free shipping')).toBeInTheDocument();
    expect(item.getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(item.getByText('Description of Intraoral Camera HD Pro.')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(item.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(main.getByText('1 product found')).toBeInTheDocument();
    expect(Object.fromEntries(productGets(calls)[0]!.query)).toEqual({ sortBy: 'featured', page: '1', perPage: '9' });
  });

  it('sends the page asked for and keeps it in the address', async () => {
    const { calls } = installFakeApi(createShopServer().handlers);
    renderApp('/shop/products', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    expect(await main.findByText('12 products found')).toBeInTheDocument();
    expect(main.queryByText('Dental Product 3')).not.toBeInTheDocument();
    await user.click(main.getByLabelText('Page 2'));
    expect(await main.findByText('Dental Product 3')).toBeInTheDocument();
    expect(productGets(calls).at(-1)!.query.get('page')).toBe('2');
    expect(window.location.search).toBe('?page=2');
  });

  it('sends the sort and goes back to page 1', async () => {
    const { calls } = installFakeApi(createShopServer().handlers);
    renderApp('/shop/products?page=2', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    await main.findByText('Dental Product 3');
    await user.click(main.getByLabelText('Sort by').closest('.p-dropdown')!);
    // The options open in an overlay attached to the body.
    await user.click(await screen.findByText('Lowest price', { selector: '.p-dropdown-item-label' }));
    await waitFor(() => expect(productGets(calls).at(-1)!.query.get('sortBy')).toBe('price-asc'));
    expect(productGets(calls).at(-1)!.query.get('page')).toBe('1');
    expect(await main.findByText('Dental Product 1')).toBeInTheDocument();
    expect(window.location.search).toBe('?sortBy=price-asc');
  });

  it('sends the search once typing pauses and keeps it in the address', async () => {
    const { calls } = installFakeApi(createShopServer().handlers);
    renderApp('/shop/products', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    expect(await main.findByText('12 products found')).toBeInTheDocument();
    const before = productGets(calls).length;
    await user.type(main.getByLabelText('Search products'), 'product 1');
    expect(await main.findByText('4 products found')).toBeInTheDocument();
    // Debounced: one request for the whole search (two at most when the machine stalls mid-typing), not one per key.
    expect(productGets(calls).length - before).toBeGreaterThanOrEqual(1);
    expect(productGets(calls).length - before).toBeLessThanOrEqual(2);
    expect(productGets(calls).at(-1)!.query.get('q')).toBe('product 1');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('product 1');
  });

  it('restores search, sort and page from the address', async () => {
    const { calls } = installFakeApi(createShopServer().handlers);
    renderApp('/shop/products?q=dental&sortBy=price-desc&page=2', { user: ADMIN_USER });
    const main = await pageContent();
    expect(await main.findByText('Dental Product 3')).toBeInTheDocument();
    expect(Object.fromEntries(productGets(calls)[0]!.query)).toEqual({ q: 'dental', sortBy: 'price-desc', page: '2', perPage: '9' });
    expect(main.getByLabelText('Search products')).toHaveValue('dental');
    expect(main.getByLabelText('Page 2')).toHaveAttribute('aria-current', 'true');
  });

  it('toggles the wishlist with the right call and fetches the list again', async () => {
    const server = createShopServer({ wishlist: [11] });
    const { calls } = installFakeApi(withIds(server, [11, 12]));
    renderApp('/shop/products', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    const wishlistButton = async (name: string) => within(await main.findByRole('article', { name })).getByRole('button', { name: 'Wishlist' });

    const add = await wishlistButton('Dental Product 12');
    expect(add).toHaveAttribute('aria-pressed', 'false');
    const gets = productGets(calls).length;
    await user.click(add);
    await waitFor(async () => expect(await wishlistButton('Dental Product 12')).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/apps/ecommerce/wishlist', body: { productId: 12 } });
    expect(productGets(calls).length).toBe(gets + 1);

    await user.click(await wishlistButton('Dental Product 11'));
    await waitFor(async () => expect(await wishlistButton('Dental Product 11')).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/apps/ecommerce/wishlist/11')).toBe(true);
    expect(productGets(calls).length).toBe(gets + 2);
    expect(server.state.wishlist).toEqual([12]);
  });

  it('adds to the cart, then offers "View in cart" and the navbar count follows', async () => {
    const server = createShopServer();
    const { calls } = installFakeApi(server.handlers);
    renderApp('/shop/products', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    const card = within(await main.findByRole('article', { name: 'Dental Product 12' }));
    expect(await screen.findByLabelText('Cart, 0 items')).toBeInTheDocument();
    const gets = productGets(calls).length;

    await user.click(card.getByRole('button', { name: 'Add to cart' }));
    const viewInCart = await within(await main.findByRole('article', { name: 'Dental Product 12' })).findByText('View in cart');
    expect(viewInCart.closest('a')).toHaveAttribute('href', '/shop/checkout');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/apps/ecommerce/cart', body: { productId: 12 } });
    expect(productGets(calls).length).toBe(gets + 1);
    expect(await screen.findByLabelText('Cart, 1 items')).toBeInTheDocument();
  });

  it('switches between grid and list', async () => {
    installFakeApi(createShopServer().handlers);
    renderApp('/shop/products', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    expect(await main.findByLabelText('Products')).toHaveClass('shop-products-grid');
    await user.click(main.getByLabelText('List view'));
    expect(main.getByLabelText('Products')).toHaveClass('shop-products-list');
    expect(main.getByLabelText('List view')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when nothing matches', async () => {
    installFakeApi(createShopServer({ products: [] }).handlers);
    renderApp('/shop/products?q=zzz', { user: ADMIN_USER });
    const main = await pageContent();
    expect(await main.findByText('No products found', { selector: 'h2' })).toBeInTheDocument();
    expect(main.getByText('No product name contains “zzz”. Try another search.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    const server = createShopServer();
    installFakeApi({
      ...server.handlers,
      'GET /apps/ecommerce/products': (req) => (fail ? { status: 500, body: SERVER_ERROR } : server.handlers['GET /apps/ecommerce/products']!(req)),
    });
    renderApp('/shop/products', { user: ADMIN_USER });
    const main = await pageContent();
    const alert = within((await main.findByText('The shop could not be loaded')).closest<HTMLElement>('[role="alert"]')!);
    expect(alert.getByText('Something went wrong on our side.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(alert.getByRole('button', { name: 'Try again' }));
    expect(await main.findByText('Dental Product 12')).toBeInTheDocument();
  });
});
