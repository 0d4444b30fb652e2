import { includesText, nextId, paginate } from '../lib/paginate.js';
import type {
  Address,
  CartEntry,
  CartProduct,
  ListedProduct,
  Order,
  Payment,
  Product,
  ProductDetail,
  WishlistEntry,
} from '../routes/demo/ecommerce/schemas.js';
import { priceOrder } from './ecommerce-checkout.js';

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const COLOR_OPTIONS = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export const MAX_QTY = 99;
/** Bounds (inclusive) of the values drawn for each cart entry; the specification's section 9. */
export const OFFERS = { min: 1, max: 4 } as const;
export const DISCOUNT_PERCENT = { min: 3, max: 20 } as const;
export const SHIPPING_DAYS = { min: 1, max: 8 } as const;

const DAY_MS = 86_400_000;

/** Uniform in [0, 1), like Math.random; injectable so tests can pin the draws. */
export type RandomSource = () => number;

export interface EcommerceFixture {
  products: Product[];
  wishlist: WishlistEntry[];
  cart: CartEntry[];
}

export interface ProductQuery {
  q?: string;
  /** Absent or empty: featured. */
  sortBy?: ProductSort | '';
  page?: number;
  perPage?: number;
}

export interface ProductPage {
  products: ListedProduct[];
  total: number;
  userWishlist: WishlistEntry[];
  userCart: CartEntry[];
}

/** The entry for a product: `created` is false when the product already had one (one entry per product). */
export interface Upserted<T> {
  entry: T;
  created: boolean;
}

/** The shop: products (read-only), the wishlist, the cart and placed orders. */
export interface EcommerceStore {
  listProducts(query: ProductQuery): ProductPage;
  getProduct(id: number): ProductDetail | undefined;
  wishlist(): ListedProduct[];
  /** Undefined when the product does not exist. */
  addToWishlist(productId: number): Upserted<WishlistEntry> | undefined;
  removeFromWishlist(productId: number): boolean;
  cart(): CartProduct[];
  /** Undefined when the product does not exist. */
  addToCart(productId: number, qty: number): Upserted<CartEntry> | undefined;
  /** Undefined when the product is not in the cart. */
  setCartQty(productId: number, qty: number): CartEntry | undefined;
  removeFromCart(productId: number): boolean;
  /** Places an order for the whole cart and empties it; undefined when the cart is empty. */
  checkout(address: Address, payment: Payment): Order | undefined;
}

/** Drawn once when the entry enters the cart, so prices and dates do not change on every read. */
interface CartDraws {
  offers: number;
  discountPercentage: number;
  shippingDate: string;
}
type StoredCartEntry = CartEntry & CartDraws;

const COMPARE: Record<ProductSort, (a: Product, b: Product) => number> = {
  featured: (a, b) => b.id - a.id,
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
  'price-desc': (a, b) => b.price - a.price || a.id - b.id,
};

const entryOf = ({ id, productId, qty }: StoredCartEntry): CartEntry => ({ id, productId, qty });

export class MemoryEcommerceStore implements EcommerceStore {
  private readonly products: Product[];
  private readonly wishlistEntries: WishlistEntry[];
  private readonly cartEntries: StoredCartEntry[];
  private readonly orders: Order[] = [];

  constructor(
    fixture: EcommerceFixture,
    private readonly now: () => Date,
    private readonly random: RandomSource = Math.random,
  ) {
    this.products = structuredClone(fixture.products);
    this.wishlistEntries = structuredClone(fixture.wishlist);
    this.cartEntries = fixture.cart.map((entry) => ({ ...entry, ...this.draw() }));
  }

  listProducts({ q, sortBy, page, perPage }: ProductQuery): ProductPage {
    const matching = this.products.filter((p) => includesText(p.name, q)).sort(COMPARE[sortBy || 'featured']);
    return {
      products: paginate(matching, page, perPage).map((p) => this.listed(p)),
      total: matching.length,
      userWishlist: structuredClone(this.wishlistEntries),
      userCart: this.cartEntries.map(entryOf),
    };
  }

  getProduct(id: number): ProductDetail | undefined {
    const product = this.product(id);
    return product && { ...this.listed(product), colorOptions: [...COLOR_OPTIONS] };
  }

  wishlist(): ListedProduct[] {
    return this.wishlistEntries.flatMap(({ productId }) => {
      const product = this.product(productId);
      return product ? [this.listed(product)] : [];
    });
  }

  addToWishlist(productId: number): Upserted<WishlistEntry> | undefined {
    if (!this.product(productId)) return undefined;
    const existing = this.wishlistEntries.find((e) => e.productId === productId);
    if (existing) return { entry: { ...existing }, created: false };
    const entry = { id: nextId(this.wishlistEntries), productId };
    this.wishlistEntries.push(entry);
    return { entry: { ...entry }, created: true };
  }

  removeFromWishlist(productId: number): boolean {
    return removeWhere(this.wishlistEntries, (e) => e.productId === productId);
  }

  cart(): CartProduct[] {
    return this.cartEntries.flatMap(({ productId, qty, offers, discountPercentage, shippingDate }) => {
      const product = this.product(productId);
      if (!product) return [];
      const isInWishlist = this.inWishlist(productId);
      return [{ ...structuredClone(product), isInWishlist, qty, offers, discountPercentage, shippingDate }];
    });
  }

  addToCart(productId: number, qty: number): Upserted<CartEntry> | undefined {
    if (!this.product(productId)) return undefined;
    const existing = this.cartEntries.find((e) => e.productId === productId);
    if (existing) return { entry: entryOf(existing), created: false };
    const entry: StoredCartEntry = { id: nextId(this.cartEntries), productId, qty, ...this.draw() };
    this.cartEntries.push(entry);
    return { entry: entryOf(entry), created: true };
  }

  setCartQty(productId: number, qty: number): CartEntry | undefined {
    const entry = this.cartEntries.find((e) => e.productId === productId);
    if (!entry) return undefined;
    entry.qty = qty;
    return entryOf(entry);
  }

  removeFromCart(productId: number): boolean {
    return removeWhere(this.cartEntries, (e) => e.productId === productId);
  }

  checkout(address: Address, payment: Payment): Order | undefined {
    const lines = this.cartEntries.flatMap(({ productId, qty, discountPercentage }) => {
      const product = this.product(productId);
      if (!product) return [];
      const { name, price, hasFreeShipping } = product;
      return [{ productId, name, price, qty, discountPercentage, hasFreeShipping }];
    });
    if (lines.length === 0) return undefined;
    const placedAt = this.now().toISOString();
    const order = priceOrder({ id: nextId(this.orders), placedAt, lines, address, payment });
    this.orders.push(order);
    this.cartEntries.length = 0;
    return structuredClone(order);
  }

  private product(id: number): Product | undefined {
    return this.products.find((p) => p.id === id);
  }

  private inWishlist(productId: number): boolean {
    return this.wishlistEntries.some((e) => e.productId === productId);
  }

  private listed(product: Product): ListedProduct {
    const isInCart = this.cartEntries.some((e) => e.productId === product.id);
    return { ...structuredClone(product), isInWishlist: this.inWishlist(product.id), isInCart };
  }

  private draw(): CartDraws {
    const between = (min: number, max: number) => min + Math.floor(this.random() * (max - min + 1));
    const offers = between(OFFERS.min, OFFERS.max);
    const discountPercentage = between(DISCOUNT_PERCENT.min, DISCOUNT_PERCENT.max);
    const days = SHIPPING_DAYS.min + this.random() * (SHIPPING_DAYS.max - SHIPPING_DAYS.min);
    const shippingDate = new Date(this.now().getTime() + Math.floor(days * DAY_MS)).toISOString();
    return { offers, discountPercentage, shippingDate };
  }
}

/** Removes the first item matching; false when none does. */
function removeWhere<T>(items: T[], match: (item: T) => boolean): boolean {
  const index = items.findIndex(match);
  if (index === -1) return false;
  items.splice(index, 1);
  return true;
}
