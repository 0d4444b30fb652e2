import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { ADMIN_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { createShopServer, pageContent, product, withIds } from './shop-test-server';
// Loaded up front so the router's lazy import resolves at once; a busy machine still gets generous timeouts.
import './checkout-page';

const cartGets = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/apps/ecommerce/cart');

function cartServer() {
  return createShopServer({
    products: [
      product(1, { name: 'Curing Light', price: 1_600_000, hasFreeShipping: true }),
      product(2, { name: 'Apex Locator', price: 808_000, hasFreeShipping: false }),
    ],
    cart: [
      { productId: 1, qty: 1, offers: 2, discountPercentage: 10, shippingDate: '2026-11-25T10:00:00.000Z' },
      { productId: 2, qty: 2, offers: 1, discountPercentage: 5, shippingDate: '2026-11-27T10:00:00.000Z' },
    ],
  });
}

const ORDER = {
  id: 42,
  placedAt: '2026-11-21T10:00:00.000Z',
  items: [
    { productId: 1, name: 'Curing Light', price: 1_600_000, qty: 1, discountPercentage: 10 },
    { productId: 2, name: 'Apex Locator', price: 808_000, qty: 2, discountPercentage: 5 },
  ],
  subtotal: 3_216_000,
  discount: 240_800,
  deliveryFee: 25_000,
  total: 3_000_200,
  address: {
    fullName: 'drg. Ayu Lestari',
    mobile: '+62 812 3456 7890',
    houseNo: 'Jl. Kebon Sirih 12',
    city: 'Jakarta Pusat',
    pincode: '10340',
    state: 'DKI Jakarta',
    addressType: 'office',
  },
  payment: { method: 'card', cardNumberLast4: '4242' },
};

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  const main = await pageContent();
  await user.type(main.getByLabelText('Full name'), 'drg. Ayu Lestari');
  await user.type(main.getByLabelText('Mobile number'), '+62 812 3456 7890');
  await user.type(main.getByLabelText('House number and street'), 'Jl. Kebon Sirih 12');
  await user.type(main.getByLabelText('City'), 'Jakarta Pusat');
  await user.type(main.getByLabelText('Postal code'), '10340');
  await user.type(main.getByLabelText('State or province'), 'DKI Jakarta');
  await user.click(main.getByLabelText('Office'));
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('shop checkout', () => {
  it('shows each cart line with its offers, discount and shipping date, and the price details', async () => {
    installFakeApi(cartServer().handlers);
    renderApp('/shop/checkout', { user: ADMIN_USER });
    const main = await pageContent();
    expect(await main.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const line = within(await main.findByRole('article', { name: 'Curing Light' }));
    expect(line.getByLabelText('Quantity')).toHaveValue('1');
    expect(line.getByText('10% off')).toBeInTheDocument();
    expect(line.getByText('2 offers available')).toBeInTheDocument();
    expect(line.getByText('Delivery by 25 Nov 2026')).toBeInTheDocument();
    // Rupiah like every other amount in the product, never dollars.
    expect(line.getByText('IDR 1,600,000')).toBeInTheDocument();
    const summary = within(main.getByRole('complementary', { name: 'Price details' }));
    // 1,600,000 + 2 × 808,000; discounts 160,000 + 80,800; one line does not ship free.
    expect(summary.getByText('IDR 3,216,000')).toBeInTheDocument();
    expect(summary.getByText('−IDR 240,800')).toBeInTheDocument();
    expect(summary.getByText('IDR 25,000')).toBeInTheDocument();
    expect(summary.getByText('IDR 3,000,200')).toBeInTheDocument();
    expect(main.queryByText(/\$/)).toBeNull();
    expect(main.getByRole('heading', { name: 'Your cart (2 items)' })).toBeInTheDocument();
  });

  it('writes amounts and dates the way the chosen language does', async () => {
    await i18n.changeLanguage('de');
    installFakeApi(cartServer().handlers);
    renderApp('/shop/checkout', { user: ADMIN_USER });
    const main = await pageContent();
    const line = within(await main.findByRole('article', { name: 'Curing Light' }));
    expect(line.getByText('1.600.000 IDR')).toBeInTheDocument();
    expect(line.getByText('Lieferung bis 25. Nov. 2026')).toBeInTheDocument();
  });

  it('sends a quantity change with PUT and fetches the cart again', async () => {
    const server = cartServer();
    const { calls } = installFakeApi(withIds(server, [1, 2]));
    renderApp('/shop/checkout', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    const line = within(await main.findByRole('article', { name: 'Curing Light' }));
    const gets = cartGets(calls).length;

    await user.click(line.getByLabelText('Quantity'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/apps/ecommerce/cart/1', body: { qty: 2 } });
    await waitFor(() => expect(cartGets(calls).length).toBe(gets + 1));
    const summary = within(main.getByRole('complementary', { name: 'Price details' }));
    expect(await summary.findByText('IDR 4,816,000')).toBeInTheDocument();
  });

  it('removes a line and shows the empty cart when the last one goes', async () => {
    const server = cartServer();
    server.state.cart.splice(1, 1);
    const { calls } = installFakeApi(withIds(server, [1]));
    renderApp('/shop/checkout', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    const line = within(await main.findByRole('article', { name: 'Curing Light' }));
    await user.click(line.getByRole('button', { name: 'Remove' }));
    expect(await main.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/apps/ecommerce/cart/1');
    expect(main.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop/products');
  });

  it('checks the address and card, sends the order and shows the summary from the answer', async () => {
    const server = cartServer();
    const { calls } = installFakeApi({
      ...server.handlers,
      'POST /apps/ecommerce/checkout': () => {
        server.state.cart = [];
        return { status: 201, body: { order: ORDER } };
      },
    });
    renderApp('/shop/checkout', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByLabelText('Cart, 2 items')).toBeInTheDocument();

    await user.click(await main.findByRole('button', { name: 'Continue to address' }));
    await user.click(main.getByRole('button', { name: 'Deliver to this address' }));
    expect(within(main.getByLabelText('Full name').parentElement!).getByRole('alert')).toHaveTextContent('This field is required.');
    expect(main.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    await fillAddress(user);
    await user.click(main.getByRole('button', { name: 'Deliver to this address' }));

    expect(await main.findByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await user.click(main.getByRole('button', { name: 'Place order' }));
    expect(await main.findByText('Enter the last 4 digits of the card.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/apps/ecommerce/checkout')).toBe(false);
    await user.type(main.getByLabelText('Last 4 digits of the card'), '4242');
    await user.click(main.getByRole('button', { name: 'Place order' }));

    expect(await main.findByRole('heading', { name: 'Thank you! Order #42 is placed.' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/apps/ecommerce/checkout')?.body).toEqual({
      address: ORDER.address,
      payment: { method: 'card', cardNumberLast4: '4242' },
    });
    const items = within(main.getByRole('table', { name: 'Ordered items' }));
    expect(items.getByRole('row', { name: /Apex Locator 2 IDR\s808,000 5% off/ })).toBeInTheDocument();
    const totals = within(main.getByRole('complementary', { name: 'Order total' }));
    expect(totals.getByText('IDR 3,216,000')).toBeInTheDocument();
    expect(totals.getByText('−IDR 240,800')).toBeInTheDocument();
    expect(totals.getByText('IDR 3,000,200')).toBeInTheDocument();
    expect(main.getByText('Jl. Kebon Sirih 12', { exact: false })).toBeInTheDocument();
    expect(main.getByText('Card ending in 4242')).toBeInTheDocument();
    // The cart cache was invalidated: the navbar shows the now empty cart.
    expect(await screen.findByLabelText('Cart, 0 items')).toBeInTheDocument();
  });

  it('puts the server field errors back on the address form', async () => {
    const server = cartServer();
    const { calls } = installFakeApi({
      ...server.handlers,
      'POST /apps/ecommerce/checkout': () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'body.address.pincode must match pattern',
          details: [{ field: 'address.pincode', in: 'body', message: 'must match pattern "^[A-Za-z0-9 -]{3,10}$"' }],
        },
      }),
    });
    renderApp('/shop/checkout', { user: ADMIN_USER });
    const main = await pageContent();
    const user = userEvent.setup({ delay: null });
    await user.click(await main.findByRole('button', { name: 'Continue to address' }));
    await fillAddress(user);
    await user.click(main.getByRole('button', { name: 'Deliver to this address' }));
    await user.click(await main.findByRole('radio', { name: 'Cash on delivery' }));
    expect(main.queryByLabelText('Last 4 digits of the card')).not.toBeInTheDocument();
    await user.click(main.getByRole('button', { name: 'Place order' }));

    const pincode = await main.findByLabelText('Postal code');
    expect(pincode).toHaveAttribute('aria-invalid', 'true');
    expect(main.getByText('must match pattern "^[A-Za-z0-9 -]{3,10}$"')).toHaveAttribute('id', 'shop-address-pincode-error');
    expect(pincode).toHaveValue('10340');
    expect((calls.find((c) => c.path === '/apps/ecommerce/checkout')?.body as { payment: unknown }).payment).toEqual({ method: 'cash-on-delivery' });
  });

  it('shows an error when the cart fails to load', async () => {
    installFakeApi({
      'GET /apps/ecommerce/cart': () => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } }),
    });
    renderApp('/shop/checkout', { user: ADMIN_USER });
    const main = await pageContent();
    // The navbar asked for the cart first; the page's own subscription asks again after that error, so wait for the
    // state to settle rather than catching the first error render.
    await waitFor(() => {
      const alert = main.getByText('The shop could not be loaded').closest<HTMLElement>('[role="alert"]')!;
      expect(within(alert).getByText('Something went wrong on our side.')).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
    expect(main.queryByRole('heading', { name: 'Your cart is empty' })).not.toBeInTheDocument();
  });
});
