import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/lib/fixtures.js';
import {
  EcommerceCartEntrySchema,
  EcommerceProductSchema,
  EcommerceWishlistEntrySchema,
  type CartProduct,
  type ListedProduct,
  type Order,
  type Product,
  type ProductDetail,
} from '../../src/routes/demo/ecommerce/schemas.js';
import { MemoryEcommerceStore, type EcommerceFixture } from '../../src/stores/ecommerce.js';
import { bearer } from '../helpers.js';
import { badFields, demoClient, type DemoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const DAY = 86_400_000;
const FIXTURE = loadFixture<EcommerceFixture>('demo/ecommerce.json', NOW);
const PRODUCTS = FIXTURE.products;
const byId = (id: number) => PRODUCTS.find((p) => p.id === id)!;
const PRODUCT_KEYS = ['id', 'name', 'slug', 'description', 'brand', 'price', 'image', 'hasFreeShipping', 'rating'];

interface ProductPage {
  products: ListedProduct[];
  total: number;
  userWishlist: { id: number; productId: number }[];
  userCart: { id: number; productId: number; qty: number }[];
}

let c: DemoClient;
beforeEach(async () => {
  c = await demoClient(NOW);
});
afterEach(async () => {
  await c.close();
});

const ok = async <T>(url: string): Promise<T> => {
  const res = await c.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const list = (query = '') => ok<ProductPage>(`/apps/ecommerce/products${query}`);
const all = async () => (await list('?perPage=100')).products;
const listed = async (id: number) => (await all()).find((p) => p.id === id)!;
const detail = async (id: number) => (await ok<{ product: ProductDetail }>(`/apps/ecommerce/products/${id}`)).product;
const wishlist = async () => (await ok<{ products: ListedProduct[] }>('/apps/ecommerce/wishlist')).products;
const cart = async () => (await ok<{ products: CartProduct[] }>('/apps/ecommerce/cart')).products;
const put = (url: string, payload: unknown) => c.request({ method: 'PUT', url, payload: payload as object });
const ids = (items: { id: number }[]) => items.map((p) => p.id);
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const expectBad = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(badFields(res.json() as { details?: { field: string }[] })).toContain(field);
};
const expectDrawsInBounds = (p: Pick<CartProduct, 'offers' | 'discountPercentage' | 'shippingDate'>, now = NOW) => {
  expect(Number.isInteger(p.offers) && p.offers >= 1 && p.offers <= 4, `offers ${p.offers}`).toBe(true);
  expect(Number.isInteger(p.discountPercentage), `discount ${p.discountPercentage}`).toBe(true);
  expect(p.discountPercentage).toBeGreaterThanOrEqual(3);
  expect(p.discountPercentage).toBeLessThanOrEqual(20);
  const shipping = Date.parse(p.shippingDate);
  expect(shipping).toBeGreaterThanOrEqual(now.getTime() + DAY);
  expect(shipping).toBeLessThanOrEqual(now.getTime() + 8 * DAY);
};

describe('fixture', () => {
  it('matches the entity schemas: 27 products with unique ids, 2 wishlist and 5 cart entries', () => {
    for (const [schema, records] of [
      [EcommerceProductSchema, FIXTURE.products],
      [EcommerceWishlistEntrySchema, FIXTURE.wishlist],
      [EcommerceCartEntrySchema, FIXTURE.cart],
    ] as const) {
      for (const record of records) expect([...Value.Errors(schema, record)], JSON.stringify(record)).toEqual([]);
    }
    expect(new Set(ids(PRODUCTS)).size).toBe(27);
    expect(FIXTURE.wishlist.map((e) => e.productId)).toEqual([26, 23]);
    expect(FIXTURE.cart.map((e) => e.productId)).toEqual([27, 21, 26, 25, 23]);
    for (const p of PRODUCTS) expect(p.slug.endsWith(`-${p.id}`), p.slug).toBe(true);
  });
});

describe('GET /apps/ecommerce/products', () => {
  it('defaults to featured (id descending), 9 per page, with flags, total and the raw entries', async () => {
    const body = await list();
    expect(ids(body.products)).toEqual(range(19, 27).reverse());
    expect(body.total).toBe(27);
    expect(body.userWishlist).toEqual(FIXTURE.wishlist);
    expect(body.userCart).toEqual(FIXTURE.cart);
    const flags = Object.fromEntries(body.products.map((p) => [p.id, [p.isInWishlist, p.isInCart]]));
    expect(flags[26]).toEqual([true, true]);
    expect(flags[23]).toEqual([true, true]);
    expect(flags[27]).toEqual([false, true]);
    expect(flags[24]).toEqual([false, false]);
    expect(body.products[0]).toEqual({ ...byId(27), isInWishlist: false, isInCart: true });
    expect(await list('?sortBy=')).toEqual(body);
    expect(await list('?sortBy=featured')).toEqual(body);
  });

  it('pages by 9: page 3 has 9 items, page 4 is empty with total 27', async () => {
    const page3 = await list('?page=3');
    expect(ids(page3.products)).toEqual(range(1, 9).reverse());
    const page4 = await list('?page=4');
    expect(page4.products).toEqual([]);
    expect(page4.total).toBe(27);
    expect(ids((await list('?perPage=5&page=6')).products)).toEqual([2, 1]);
  });

  it('prices every product in whole rupiah, like every other amount in the product', async () => {
    const prices = (await list('?perPage=100')).products.map((p) => p.price);
    expect(prices).toHaveLength(PRODUCTS.length);
    for (const price of prices) expect(Number.isInteger(price) && price >= 100_000, `price ${price}`).toBe(true);
  });

  it('sorts by price both ways, equal prices in id order', async () => {
    const expectAsc = [...PRODUCTS].sort((a, b) => a.price - b.price || a.id - b.id);
    const expectDesc = [...PRODUCTS].sort((a, b) => b.price - a.price || a.id - b.id);
    expect(ids((await list('?sortBy=price-asc&perPage=100')).products)).toEqual(ids(expectAsc));
    expect(ids((await list('?sortBy=price-desc&perPage=100')).products)).toEqual(ids(expectDesc));
    const cheapest = (await list('?sortBy=price-asc&perPage=3')).products.map((p) => p.price);
    expect(cheapest).toEqual(expectAsc.slice(0, 3).map((p) => p.price));
    const tied = PRODUCTS.filter((p) => PRODUCTS.some((o) => o.id !== p.id && o.price === p.price));
    expect(tied.length).toBeGreaterThan(0);
  });

  it('searches the name case-insensitively and nothing else; total counts the matches', async () => {
    const word = byId(1).name.split(' ')[1]!;
    const expected = PRODUCTS.filter((p) => p.name.toLowerCase().includes(word.toLowerCase()));
    const body = await list(`?q=${encodeURIComponent(word.toUpperCase())}&sortBy=price-asc`);
    expect(body.total).toBe(expected.length);
    expect(ids(body.products).sort((a, b) => a - b)).toEqual(ids(expected));
    const brandOnly = PRODUCTS.find((p) => !PRODUCTS.some((o) => o.name.toLowerCase().includes(p.brand.toLowerCase())));
    expect(brandOnly).toBeDefined();
    expect((await list(`?q=${encodeURIComponent(brandOnly!.brand)}`)).total).toBe(0);
    const none = await list('?q=zzzz-no-such-product');
    expect(none).toMatchObject({ products: [], total: 0 });
    expect((await list('?q=')).total).toBe(27);
  });

  it.each([
    ['sortBy=popular', 'sortBy'],
    ['perPage=0', 'perPage'],
    ['perPage=101', 'perPage'],
    ['perPage=nine', 'perPage'],
    ['page=0', 'page'],
    ['page=2.5', 'page'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    expectBad(await c.get(`/apps/ecommerce/products?${query}`), field);
  });

  it('refuses the client demo account (403) and a missing token (401)', async () => {
    const url = '/apps/ecommerce/products';
    const forbidden = await c.request({ method: 'GET', url, headers: bearer(c.clientToken) });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await c.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /apps/ecommerce/products/{id}', () => {
  it('answers the product with its flags and colour options', async () => {
    expect(await detail(1)).toEqual({
      ...byId(1),
      isInWishlist: false,
      isInCart: false,
      colorOptions: ['primary', 'success', 'warning', 'danger', 'info'],
    });
    expect(await detail(26)).toMatchObject({ id: 26, isInWishlist: true, isInCart: true });
  });

  it('never shows the cart\'s drawn values on the product, even after the cart was read', async () => {
    await cart();
    const keys = [...PRODUCT_KEYS, 'isInWishlist', 'isInCart'];
    expect(Object.keys(await detail(27)).sort()).toEqual([...keys, 'colorOptions'].sort());
    expect(Object.keys(await listed(27)).sort()).toEqual([...keys].sort());
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const missing = await c.get('/apps/ecommerce/products/28');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'Product 28 not found' });
    expectBad(await c.get('/apps/ecommerce/products/apple-watch'), 'id');
    expectBad(await c.get('/apps/ecommerce/products/0'), 'id');
  });
});

describe('wishlist', () => {
  it('lists the wishlist in entry order with isInCart and isInWishlist true', async () => {
    expect(await wishlist()).toEqual([
      { ...byId(26), isInWishlist: true, isInCart: true },
      { ...byId(23), isInWishlist: true, isInCart: true },
    ]);
    await c.post('/apps/ecommerce/wishlist', { productId: 1 });
    expect((await wishlist()).at(-1)).toEqual({ ...byId(1), isInWishlist: true, isInCart: false });
  });

  it('adds a product with a new entry id (201), visible in the lists and the detail', async () => {
    const res = await c.post('/apps/ecommerce/wishlist', { productId: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ entry: { id: 3, productId: 1 } });
    expect(ids(await wishlist())).toEqual([26, 23, 1]);
    expect((await listed(1)).isInWishlist).toBe(true);
    expect((await detail(1)).isInWishlist).toBe(true);
    expect((await list()).userWishlist).toContainEqual({ id: 3, productId: 1 });
  });

  it('keeps one entry per product: adding again answers 200 with the existing entry', async () => {
    const again = await c.post('/apps/ecommerce/wishlist', { productId: 26 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ entry: { id: 1, productId: 26 } });
    expect(ids(await wishlist())).toEqual([26, 23]);
  });

  it('never reuses an entry id that is still in use', async () => {
    await c.del('/apps/ecommerce/wishlist/26');
    const entries = [];
    for (const productId of [1, 2, 3]) {
      entries.push((await c.post('/apps/ecommerce/wishlist', { productId })).json().entry.id);
    }
    const inUse = (await list()).userWishlist.map((e) => e.id);
    expect(new Set(inUse).size).toBe(inUse.length);
    expect(entries).toEqual([3, 4, 5]);
  });

  it('deletes by product id and updates isInWishlist everywhere', async () => {
    const res = await c.del('/apps/ecommerce/wishlist/26');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ productId: 26 });
    expect(ids(await wishlist())).toEqual([23]);
    expect((await listed(26)).isInWishlist).toBe(false);
    expect((await detail(26)).isInWishlist).toBe(false);
    expect((await cart()).find((p) => p.id === 26)!.isInWishlist).toBe(false);
    expect((await list()).userWishlist).toEqual([{ id: 2, productId: 23 }]);
  });

  it('answers 404 for a product not in the wishlist or unknown, and 400 for bad input', async () => {
    const notListed = await c.del('/apps/ecommerce/wishlist/1');
    expect(notListed.statusCode).toBe(404);
    expect(notListed.json()).toMatchObject({ statusCode: 404, message: 'Product 1 is not in the wishlist' });
    expectBad(await c.del('/apps/ecommerce/wishlist/first'), 'productId');
    const unknown = await c.post('/apps/ecommerce/wishlist', { productId: 99 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Product 99 not found' });
    expectBad(await c.post('/apps/ecommerce/wishlist', {}), 'productId');
    expectBad(await c.post('/apps/ecommerce/wishlist', { productId: 'one' }), 'productId');
    expectBad(await c.post('/apps/ecommerce/wishlist', { productId: 0 }), 'productId');
    expectBad(await c.post('/apps/ecommerce/wishlist', { productId: 1, qty: 1 }), 'qty');
    expect(ids(await wishlist())).toEqual([26, 23]);
  });
});

describe('cart', () => {
  it('lists each entry\'s product with isInWishlist, qty and draws within bounds, stable across reads', async () => {
    const products = await cart();
    expect(ids(products)).toEqual([27, 21, 26, 25, 23]);
    for (const p of products) {
      const { isInWishlist, qty, offers, discountPercentage, shippingDate, ...product } = p;
      expect(product).toEqual(byId(p.id));
      expect(isInWishlist).toBe(p.id === 26 || p.id === 23);
      expect(qty).toBe(1);
      expectDrawsInBounds({ offers, discountPercentage, shippingDate });
    }
    expect(await cart()).toEqual(products);
  });

  it('adds a product (201, qty 1 by default) and the product list shows isInCart true', async () => {
    expect((await listed(1)).isInCart).toBe(false);
    const res = await c.post('/apps/ecommerce/cart', { productId: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ entry: { id: 6, productId: 1, qty: 1 } });
    expect((await listed(1)).isInCart).toBe(true);
    expect((await detail(1)).isInCart).toBe(true);
    expect((await list()).userCart.at(-1)).toEqual({ id: 6, productId: 1, qty: 1 });
    const added = (await cart()).at(-1)!;
    expect(added).toMatchObject({ id: 1, qty: 1, isInWishlist: false });
    expectDrawsInBounds(added);
  });

  it('adds with a given qty, and keeps one entry per product (200 with the existing entry)', async () => {
    const withQty = await c.post('/apps/ecommerce/cart', { productId: 2, qty: 3 });
    expect(withQty.statusCode).toBe(201);
    expect(withQty.json()).toEqual({ entry: { id: 6, productId: 2, qty: 3 } });
    const again = await c.post('/apps/ecommerce/cart', { productId: 27, qty: 5 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ entry: { id: 1, productId: 27, qty: 1 } });
    expect(ids(await cart())).toEqual([27, 21, 26, 25, 23, 2]);
  });

  it('changes a quantity with PUT, keeping the drawn values', async () => {
    const before = (await cart())[0]!;
    const res = await put('/apps/ecommerce/cart/27', { qty: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ entry: { id: 1, productId: 27, qty: 4 } });
    expect((await cart())[0]).toEqual({ ...before, qty: 4 });
    expect((await list()).userCart[0]).toEqual({ id: 1, productId: 27, qty: 4 });
  });

  it('deletes by product id; isInCart and the cart follow', async () => {
    const res = await c.del('/apps/ecommerce/cart/27');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ productId: 27 });
    expect(ids(await cart())).toEqual([21, 26, 25, 23]);
    expect((await listed(27)).isInCart).toBe(false);
    expect((await detail(27)).isInCart).toBe(false);
    expect((await c.del('/apps/ecommerce/cart/27')).statusCode).toBe(404);
  });

  it('answers 404 for unknown products or products not in the cart', async () => {
    const unknown = await c.post('/apps/ecommerce/cart', { productId: 99 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Product 99 not found' });
    const notInCart = await put('/apps/ecommerce/cart/1', { qty: 2 });
    expect(notInCart.statusCode).toBe(404);
    expect(notInCart.json()).toMatchObject({ statusCode: 404, message: 'Product 1 is not in the cart' });
    expect((await put('/apps/ecommerce/cart/99', { qty: 2 })).statusCode).toBe(404);
    const del = await c.del('/apps/ecommerce/cart/1');
    expect(del.statusCode).toBe(404);
    expect(del.json()).toMatchObject({ message: 'Product 1 is not in the cart' });
    expect(ids(await cart())).toEqual([27, 21, 26, 25, 23]);
  });

  it.each([
    [{ qty: 1 }, 'productId'],
    [{ productId: 'x' }, 'productId'],
    [{ productId: 1, qty: 0 }, 'qty'],
    [{ productId: 1, qty: 100 }, 'qty'],
    [{ productId: 1, qty: 1.5 }, 'qty'],
    [{ productId: 1, color: 'red' }, 'color'],
  ])('rejects POST %j with 400 naming %s', async (body, field) => {
    expectBad(await c.post('/apps/ecommerce/cart', body), field);
    expect(await cart()).toHaveLength(5);
  });

  it.each([
    ['27', {}, 'qty'],
    ['27', { qty: 0 }, 'qty'],
    ['27', { qty: 100 }, 'qty'],
    ['27', { qty: 'two' }, 'qty'],
    ['27', { qty: 2, productId: 1 }, 'productId'],
    ['first', { qty: 2 }, 'productId'],
  ])('rejects PUT cart/%s %j with 400 naming %s', async (productId, body, field) => {
    expectBad(await put(`/apps/ecommerce/cart/${productId}`, body), field);
    expect((await cart())[0]!.qty).toBe(1);
  });
});

const ADDRESS = {
  fullName: 'drg. Ayu Lestari',
  mobile: '+62 812 3456 7890',
  houseNo: 'Jl. Kebon Sirih 12',
  city: 'Jakarta Pusat',
  pincode: '10340',
  state: 'DKI Jakarta',
  addressType: 'office',
};
const CARD = { method: 'card', cardNumberLast4: '4242' };
const checkout = (body: unknown = { address: ADDRESS, payment: CARD }) => c.post('/apps/ecommerce/checkout', body);
const emptyCart = async () => {
  for (const { id } of await cart()) expect((await c.del(`/apps/ecommerce/cart/${id}`)).statusCode).toBe(200);
};
/** Expected amounts, worked in whole cents so the test does not share the implementation's float path. */
const totals = (lines: CartProduct[]) => {
  const subtotal = lines.reduce((sum, p) => sum + Math.round(p.price * 100) * p.qty, 0);
  const discount = lines.reduce(
    (sum, p) => sum + Math.round((Math.round(p.price * 100) * p.qty * p.discountPercentage) / 100),
    0,
  );
  const fee = lines.every((p) => p.hasFreeShipping) ? 0 : 2_500_000;
  const total = subtotal - discount + fee;
  return { subtotal: subtotal / 100, discount: discount / 100, deliveryFee: fee / 100, total: total / 100 };
};

describe('POST /apps/ecommerce/checkout', () => {
  it('turns the cart into an order with totals computed from the cart, then empties the cart', async () => {
    await put('/apps/ecommerce/cart/25', { qty: 3 });
    const lines = await cart();
    const res = await checkout();
    expect(res.statusCode).toBe(201);
    const { order } = res.json() as { order: Order };
    expect(order).toEqual({
      id: 1,
      placedAt: NOW.toISOString(),
      items: lines.map(({ id, name, price, qty, discountPercentage }) => ({
        productId: id,
        name,
        price,
        qty,
        discountPercentage,
      })),
      ...totals(lines),
      address: ADDRESS,
      payment: CARD,
    });
    expect(order.deliveryFee).toBe(25_000);
    expect(await cart()).toEqual([]);
    const after = await list('?perPage=100');
    expect(after.userCart).toEqual([]);
    expect(after.products.some((p) => p.isInCart)).toBe(false);
    expect(ids(await wishlist())).toEqual([26, 23]);
  });

  it('prices a known cart exactly in rupiah: 2 × Rp 6.240.000 with its discount and the delivery fee', async () => {
    await emptyCart();
    await c.post('/apps/ecommerce/cart', { productId: 1, qty: 2 });
    const [line] = await cart();
    const discount = Math.round((1_248_000_000 * line!.discountPercentage) / 100) / 100;
    const { order } = (await checkout()).json() as { order: Order };
    expect(order).toMatchObject({ subtotal: 12_480_000, discount, deliveryFee: 25_000 });
    expect(order.total).toBe(12_480_000 - discount + 25_000);
    expect(order.items).toEqual([
      { productId: 1, name: byId(1).name, price: 6_240_000, qty: 2, discountPercentage: line!.discountPercentage },
    ]);
  });

  it('charges no delivery fee when every item ships free', async () => {
    await emptyCart();
    const free = PRODUCTS.filter((p) => p.hasFreeShipping).slice(0, 2);
    expect(free).toHaveLength(2);
    for (const p of free) await c.post('/apps/ecommerce/cart', { productId: p.id, qty: 2 });
    const lines = await cart();
    const { order } = (await checkout()).json() as { order: Order };
    expect(order.deliveryFee).toBe(0);
    expect(order).toMatchObject(totals(lines));
  });

  it('numbers orders, keeps an optional landmark and drops card digits for other methods', async () => {
    expect((await checkout()).json().order.id).toBe(1);
    await c.post('/apps/ecommerce/cart', { productId: 3 });
    const address = { ...ADDRESS, landmark: 'Opposite the post office', addressType: 'home' };
    const res = await checkout({ address, payment: { method: 'bank-transfer', cardNumberLast4: '4242' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ id: 2, address, payment: { method: 'bank-transfer' } });
    expect(res.json().order.payment).not.toHaveProperty('cardNumberLast4');
  });

  it('answers 409 "The cart is empty" for an empty cart', async () => {
    expect((await checkout()).statusCode).toBe(201);
    const res = await checkout({ address: ADDRESS, payment: { method: 'cash-on-delivery' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: 'The cart is empty' });
  });

  it('requires cardNumberLast4 for card payments (400 naming it) and leaves the cart alone', async () => {
    const res = await checkout({ address: ADDRESS, payment: { method: 'card' } });
    expectBad(res, 'payment.cardNumberLast4');
    expect(await cart()).toHaveLength(5);
  });

  const withAddress = (change: object) => ({ address: { ...ADDRESS, ...change }, payment: CARD });
  it.each([
    ['no address', { payment: CARD }, 'address'],
    ['no payment', { address: ADDRESS }, 'payment'],
    ['no fullName', withAddress({ fullName: undefined }), 'address.fullName'],
    ['an empty fullName', withAddress({ fullName: '' }), 'address.fullName'],
    ['a 101-character city', withAddress({ city: 'x'.repeat(101) }), 'address.city'],
    ['a mobile that is not a number', withAddress({ mobile: 'call me' }), 'address.mobile'],
    ['an unknown addressType', withAddress({ addressType: 'work' }), 'address.addressType'],
    ['an extra address field', withAddress({ floor: 2 }), 'address.floor'],
    ['an unknown payment method', { address: ADDRESS, payment: { method: 'paypal' } }, 'payment.method'],
    ['5 card digits', { address: ADDRESS, payment: { ...CARD, cardNumberLast4: '42424' } }, 'payment.cardNumberLast4'],
    ['an extra top-level field', { address: ADDRESS, payment: CARD, coupon: 'GIGI10' }, 'coupon'],
  ])('rejects %s with 400 naming the field', async (_, body, field) => {
    expectBad(await checkout(body), field);
    expect(await cart()).toHaveLength(5);
  });
});

describe('MemoryEcommerceStore draws', () => {
  const storeWith = (random: () => number) => new MemoryEcommerceStore(FIXTURE, () => NOW, random);

  it('draws the lowest values at 0: 1 offer, 3 percent, shipping 1 day ahead', () => {
    for (const p of storeWith(() => 0).cart()) {
      const shippingDate = new Date(NOW.getTime() + DAY).toISOString();
      expect(p).toMatchObject({ offers: 1, discountPercentage: 3, shippingDate });
    }
  });

  it('draws the highest values just below 1: 4 offers, 20 percent, shipping within 8 days', () => {
    const store = storeWith(() => 0.999_999);
    store.addToCart(1, 1);
    for (const p of store.cart()) {
      expect(p).toMatchObject({ offers: 4, discountPercentage: 20 });
      expectDrawsInBounds(p);
      expect(Date.parse(p.shippingDate)).toBeGreaterThan(NOW.getTime() + 7.99 * DAY);
    }
  });

  it('draws once per entry: reads and quantity changes keep the values', () => {
    let next = 0;
    const store = storeWith(() => (next = (next + 0.37) % 1));
    const first = store.cart();
    store.setCartQty(27, 9);
    expect(store.cart()).toEqual(first.map((p) => (p.id === 27 ? { ...p, qty: 9 } : p)));
    expect(new Set(first.map((p) => p.shippingDate)).size).toBeGreaterThan(1);
  });

  it('hands out copies, so callers cannot change the stored products', () => {
    const store = storeWith(Math.random);
    const product = store.getProduct(1)! as Partial<Product & ProductDetail>;
    product.price = 0;
    product.colorOptions!.push('primary');
    store.listProducts({}).products[0]!.name = 'changed';
    const colorOptions = ['primary', 'success', 'warning', 'danger', 'info'];
    expect(store.getProduct(1)).toMatchObject({ price: byId(1).price, colorOptions });
    expect(store.listProducts({}).products[0]!.name).toBe(byId(27).name);
  });
});
