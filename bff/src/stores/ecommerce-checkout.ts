import type { Address, Order, OrderItem, Payment } from '../routes/demo/ecommerce/schemas.js';

export const ADDRESS_TYPES = ['home', 'office'] as const;
export const PAYMENT_METHODS = ['card', 'bank-transfer', 'cash-on-delivery'] as const;
/** Flat fee in rupiah for an order with at least one item that does not ship free (the template's checkout showed $5). */
export const DELIVERY_FEE = 25_000;

/** Whole cents: prices have at most 2 decimals, so this is exact and sums carry no floating-point drift. */
const cents = (amount: number) => Math.round(amount * 100);

/** What checkout needs to know about one cart line. */
export interface CheckoutLine extends OrderItem {
  hasFreeShipping: boolean;
}

export interface OrderDraft {
  id: number;
  placedAt: string;
  lines: CheckoutLine[];
  address: Address;
  payment: Payment;
}

/**
 * Prices an order. Each line's discount is rounded to the cent (half up) before summing, so the order's
 * discount is the sum of whole-cent line discounts a client can show next to each line.
 */
export function priceOrder({ id, placedAt, lines, address, payment }: OrderDraft): Order {
  let subtotal = 0;
  let discount = 0;
  for (const line of lines) {
    const lineCents = cents(line.price) * line.qty;
    subtotal += lineCents;
    discount += Math.round((lineCents * line.discountPercentage) / 100);
  }
  const deliveryFee = lines.every((line) => line.hasFreeShipping) ? 0 : cents(DELIVERY_FEE);
  return {
    id,
    placedAt,
    items: lines.map(({ productId, name, price, qty, discountPercentage }) => ({
      productId,
      name,
      price,
      qty,
      discountPercentage,
    })),
    subtotal: subtotal / 100,
    discount: discount / 100,
    deliveryFee: deliveryFee / 100,
    total: (subtotal - discount + deliveryFee) / 100,
    address: structuredClone(address),
    // Card digits are kept only for card payments; other methods have no card to show.
    payment: payment.method === 'card' ? { ...payment } : { method: payment.method },
  };
}
