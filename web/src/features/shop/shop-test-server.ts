import type { FakeRequest, FakeResponse, Handler } from '../../test/fake-api';

/** Test-only: a small in-memory shop behind the fake API, so mutations change what the next GET answers. */
export interface TestProduct {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  price: number;
  image: string;
  hasFreeShipping: boolean;
  rating: number;
}

export function product(id: number, overrides: Partial<TestProduct> = {}): TestProduct {
  const name = overrides.name ?? `Dental Product ${id}`;
  return {
    id,
    name,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    description: `Description of ${name}.`,
    brand: 'Lumident',
    price: 10 * id + 0.99,
    image: `/images/products/p-${id}.svg`,
    hasFreeShipping: id % 2 === 0,
    rating: (id % 5) + 1,
    ...overrides,
  };
}

interface CartLine {
  productId: number;
  qty: number;
  offers: number;
  discountPercentage: number;
  shippingDate: string;
}

export function createShopServer(options: { products?: TestProduct[]; wishlist?: number[]; cart?: CartLine[] } = {}) {
  const state = {
    products: options.products ?? Array.from({ length: 12 }, (_, i) => product(i + 1)),
    wishlist: [...(options.wishlist ?? [])],
    cart: [...(options.cart ?? [])],
  };
  const find = (id: number) => state.products.find((p) => p.id === id);
  const listed = (p: TestProduct) => ({
    ...p,
    isInWishlist: state.wishlist.includes(p.id),
    isInCart: state.cart.some((c) => c.productId === p.id),
  });
  const notFound: FakeResponse = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
  const idFrom = (req: FakeRequest) => Number(req.path.split('/').pop());

  const handlers: Record<string, Handler> = {
    'GET /apps/ecommerce/products': (req) => {
      const q = (req.query.get('q') ?? '').toLowerCase();
      const sortBy = req.query.get('sortBy') || 'featured';
      const page = Number(req.query.get('page') ?? 1);
      const perPage = Number(req.query.get('perPage') ?? 9);
      const matching = state.products.filter((p) => p.name.toLowerCase().includes(q));
      matching.sort((a, b) =>
        sortBy === 'price-asc' ? a.price - b.price : sortBy === 'price-desc' ? b.price - a.price : b.id - a.id,
      );
      return {
        body: {
          products: matching.slice((page - 1) * perPage, page * perPage).map(listed),
          total: matching.length,
          userWishlist: state.wishlist.map((productId, i) => ({ id: i + 1, productId })),
          userCart: state.cart.map((c, i) => ({ id: i + 1, productId: c.productId, qty: c.qty })),
        },
      };
    },
    'GET /apps/ecommerce/wishlist': () => ({
      body: { products: state.wishlist.map((id) => listed(find(id)!)) },
    }),
    'POST /apps/ecommerce/wishlist': (req) => {
      const { productId } = req.body as { productId: number };
      if (!find(productId)) return notFound;
      if (!state.wishlist.includes(productId)) state.wishlist.push(productId);
      return { status: 201, body: { entry: { id: state.wishlist.length, productId } } };
    },
    'GET /apps/ecommerce/cart': () => ({
      body: {
        products: state.cart.map((line) => {
          const { isInCart: _ignored, ...rest } = listed(find(line.productId)!);
          return { ...rest, qty: line.qty, offers: line.offers, discountPercentage: line.discountPercentage, shippingDate: line.shippingDate };
        }),
      },
    }),
    'POST /apps/ecommerce/cart': (req) => {
      const { productId } = req.body as { productId: number };
      if (!find(productId)) return notFound;
      state.cart.push({ productId, qty: 1, offers: 1, discountPercentage: 5, shippingDate: '2026-11-25T10:00:00.000Z' });
      return { status: 201, body: { entry: { id: state.cart.length, productId, qty: 1 } } };
    },
  };

  // Routes with the product id in the path.
  const byId: Record<string, Handler> = {
    'GET /apps/ecommerce/products/': (req) => {
      const p = find(idFrom(req));
      return p ? { body: { product: { ...listed(p), colorOptions: ['primary', 'success', 'warning', 'danger', 'info'] } } } : notFound;
    },
    'DELETE /apps/ecommerce/wishlist/': (req) => {
      const id = idFrom(req);
      if (!state.wishlist.includes(id)) return notFound;
      state.wishlist = state.wishlist.filter((w) => w !== id);
      return { body: { productId: id } };
    },
    'PUT /apps/ecommerce/cart/': (req) => {
      const line = state.cart.find((c) => c.productId === idFrom(req));
      if (!line) return notFound;
      line.qty = (req.body as { qty: number }).qty;
      return { body: { entry: { id: 1, productId: line.productId, qty: line.qty } } };
    },
    'DELETE /apps/ecommerce/cart/': (req) => {
      const id = idFrom(req);
      state.cart = state.cart.filter((c) => c.productId !== id);
      return { body: { productId: id } };
    },
  };

  return { state, handlers, byId };
}

/** Adds handlers for the given ids ("GET /apps/ecommerce/products/3", ...), as the fake API matches exact paths. */
export function withIds(server: ReturnType<typeof createShopServer>, ids: number[]): Record<string, Handler> {
  const all: Record<string, Handler> = { ...server.handlers };
  for (const [prefix, handler] of Object.entries(server.byId)) {
    for (const id of ids) all[`${prefix}${id}`] = handler;
  }
  return all;
}

/**
 * The page content (<main>), for queries that skip the menu and navbar: role queries over the whole app are slow on a
 * busy machine.
 */
export async function pageContent() {
  const { waitFor, within } = await import('@testing-library/react');
  const main = await waitFor(() => {
    const element = document.getElementById('content');
    if (!element) throw new Error('no <main id="content"> yet');
    return element;
  });
  return within(main);
}
