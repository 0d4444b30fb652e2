import type { CheckoutEcommerceCartApiArg, EcommerceCartProduct } from '../../../api/generated/ecommerce';

export type Address = CheckoutEcommerceCartApiArg['body']['address'];
export type Payment = CheckoutEcommerceCartApiArg['body']['payment'];
export type PaymentMethod = Payment['method'];
export type Errors = Record<string, string>;

export const ADDRESS_FIELDS = ['fullName', 'mobile', 'houseNo', 'landmark', 'city', 'pincode', 'state', 'addressType'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
const REQUIRED: AddressField[] = ['fullName', 'mobile', 'houseNo', 'city', 'pincode', 'state'];
export const PAYMENT_METHODS: PaymentMethod[] = ['card', 'bank-transfer', 'cash-on-delivery'];

/** The server's field names (body paths) the checkout form shows on its fields. */
export const SERVER_FIELDS = [...ADDRESS_FIELDS.map((f) => `address.${f}`), 'payment.method', 'payment.cardNumberLast4'];

export const EMPTY_ADDRESS: Address = {
  fullName: '',
  mobile: '',
  houseNo: '',
  landmark: '',
  city: '',
  pincode: '',
  state: '',
  addressType: 'home',
};

// The same formats the server checks, so most mistakes are caught before the order is sent.
const MOBILE = /^\+?[0-9][0-9 -]{5,19}$/;
const PINCODE = /^[A-Za-z0-9 -]{3,10}$/;
const LAST4 = /^\d{4}$/;

/** Client-side checks of the address; values are i18n keys. */
export function validateAddress(address: Address): Errors {
  const errors: Errors = {};
  for (const field of REQUIRED) if (address[field]?.trim() === '') errors[field] = 'shop.address.errors.required';
  if (!errors.mobile && !MOBILE.test(address.mobile.trim())) errors.mobile = 'shop.address.errors.mobile';
  if (!errors.pincode && !PINCODE.test(address.pincode.trim())) errors.pincode = 'shop.address.errors.pincode';
  return errors;
}

export function validatePayment(payment: Payment): Errors {
  if (payment.method === 'card' && !LAST4.test(payment.cardNumberLast4 ?? '')) {
    return { cardNumberLast4: 'shop.payment.errors.last4' };
  }
  return {};
}

/** The body the checkout sends: trimmed text, no empty landmark, card digits only for card payments. */
export function checkoutBody(address: Address, payment: Payment): CheckoutEcommerceCartApiArg['body'] {
  const trimmed = Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as Address;
  if (!trimmed.landmark) delete trimmed.landmark;
  return {
    address: trimmed,
    payment: payment.method === 'card' ? { method: 'card', cardNumberLast4: payment.cardNumberLast4 } : { method: payment.method },
  };
}

/** Splits server field errors ("address.city", "payment.cardNumberLast4") into the two forms' fields. */
export function splitServerErrors(fields: Errors): { address: Errors; payment: Errors } {
  const address: Errors = {};
  const payment: Errors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [group, field] = path.split('.');
    if (group === 'address' && field) address[field] = message;
    if (group === 'payment' && field) payment[field] = message;
  }
  return { address, payment };
}

/** The cart's amounts, computed the way the server prices the order (whole cents, each line's discount rounded). */
export const DELIVERY_FEE = 25_000;
export function cartTotals(products: EcommerceCartProduct[]) {
  let subtotal = 0;
  let discount = 0;
  for (const p of products) {
    const line = Math.round(p.price * 100) * p.qty;
    subtotal += line;
    discount += Math.round((line * p.discountPercentage) / 100);
  }
  const delivery = products.length > 0 && products.every((p) => p.hasFreeShipping) ? 0 : DELIVERY_FEE * 100;
  return { subtotal: subtotal / 100, discount: discount / 100, delivery: delivery / 100, total: (subtotal - discount + delivery) / 100 };
}
