import { Type, type Static, type TSchema } from 'typebox';
import { FilterEnum, IdSchema, PagingQuery, SearchQuery } from '../../../schemas/common.js';
import {
  COLOR_OPTIONS,
  DISCOUNT_PERCENT,
  MAX_QTY,
  OFFERS,
  PRODUCT_SORTS,
  SHIPPING_DAYS,
} from '../../../stores/ecommerce.js';
import { ADDRESS_TYPES, DELIVERY_FEE, PAYMENT_METHODS } from '../../../stores/ecommerce-checkout.js';
import { IgnoredIdSchema, ignoredField } from '../template-fields.js';

const MoneySchema = Type.Number({ minimum: 0, maximum: 1_000_000_000, description: 'Rupiah (IDR), like every amount in the product.', examples: [6_240_000] });
const QtySchema = Type.Integer({ minimum: 1, maximum: MAX_QTY, description: `Quantity, 1 to ${MAX_QTY}.` });
const Text = (maxLength: number, examples: string[]) => Type.String({ minLength: 1, maxLength, examples });

const productFields = {
  id: IdSchema,
  name: Type.String({ minLength: 1 }),
  slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*-\\d+$', description: 'Kebab-case name ending in "-<id>".' }),
  description: Type.String(),
  brand: Type.String({ minLength: 1 }),
  price: MoneySchema,
  image: Type.String({ minLength: 1 }),
  hasFreeShipping: Type.Boolean(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
};
const isInWishlist = Type.Boolean({ description: 'Whether the product is in the wishlist.' });
const isInCart = Type.Boolean({ description: 'Whether the product is in the cart.' });

const PRODUCT_EXAMPLE = {
  id: 1,
  name: 'Intraoral Camera HD Pro',
  slug: 'intraoral-camera-hd-pro-1',
  description: 'Autofocus intraoral camera with six LEDs and a one-touch capture button.',
  brand: 'Lumident',
  price: 6_240_000,
  image: '/images/products/intraoral-camera-hd-pro-1.svg',
  hasFreeShipping: false,
  rating: 4,
};
const LISTED_EXAMPLE = { ...PRODUCT_EXAMPLE, isInWishlist: false, isInCart: true };

export const EcommerceProductSchema = Type.Object(productFields, {
  $id: 'EcommerceProduct',
  additionalProperties: false,
  examples: [PRODUCT_EXAMPLE],
});
export type Product = Static<typeof EcommerceProductSchema>;

export const EcommerceListedProductSchema = Type.Object(
  { ...productFields, isInWishlist, isInCart },
  { $id: 'EcommerceListedProduct', examples: [LISTED_EXAMPLE] },
);
export type ListedProduct = Static<typeof EcommerceListedProductSchema>;

export const EcommerceProductDetailSchema = Type.Object(
  {
    ...productFields,
    isInWishlist,
    isInCart,
    colorOptions: Type.Array(Type.Enum(COLOR_OPTIONS, { type: 'string' }), {
      description: 'The colour choices the product page offers; the same for every product.',
    }),
  },
  { $id: 'EcommerceProductDetail', examples: [{ ...LISTED_EXAMPLE, colorOptions: [...COLOR_OPTIONS] }] },
);
export type ProductDetail = Static<typeof EcommerceProductDetailSchema>;

export const EcommerceCartProductSchema = Type.Object(
  {
    ...productFields,
    isInWishlist,
    qty: QtySchema,
    offers: Type.Integer({
      minimum: OFFERS.min,
      maximum: OFFERS.max,
      description: `Number of offers, drawn at random (${OFFERS.min} to ${OFFERS.max}) when the item entered the cart.`,
    }),
    discountPercentage: Type.Integer({
      minimum: DISCOUNT_PERCENT.min,
      maximum: DISCOUNT_PERCENT.max,
      description:
        `Discount in percent, drawn at random (${DISCOUNT_PERCENT.min} to ${DISCOUNT_PERCENT.max}) when the item ` +
        'entered the cart; checkout applies it.',
    }),
    shippingDate: Type.String({
      format: 'date-time',
      description:
        `Estimated shipping, drawn at random between ${SHIPPING_DAYS.min} and ${SHIPPING_DAYS.max} days after the ` +
        'item entered the cart.',
    }),
  },
  {
    $id: 'EcommerceCartProduct',
    examples: [
      {
        ...PRODUCT_EXAMPLE,
        isInWishlist: false,
        qty: 1,
        offers: 2,
        discountPercentage: 12,
        shippingDate: '2026-11-25T16:20:00.000Z',
      },
    ],
  },
);
export type CartProduct = Static<typeof EcommerceCartProductSchema>;

export const EcommerceWishlistEntrySchema = Type.Object(
  { id: IdSchema, productId: IdSchema },
  { $id: 'EcommerceWishlistEntry', additionalProperties: false, examples: [{ id: 3, productId: 7 }] },
);
export type WishlistEntry = Static<typeof EcommerceWishlistEntrySchema>;

export const EcommerceCartEntrySchema = Type.Object(
  { id: IdSchema, productId: IdSchema, qty: QtySchema },
  { $id: 'EcommerceCartEntry', additionalProperties: false, examples: [{ id: 6, productId: 7, qty: 2 }] },
);
export type CartEntry = Static<typeof EcommerceCartEntrySchema>;

const AddressSchema = Type.Object(
  {
    fullName: Text(100, ['drg. Ayu Lestari']),
    mobile: Type.String({ pattern: '^\\+?[0-9][0-9 -]{5,19}$', examples: ['+62 812 3456 7890'] }),
    houseNo: Text(100, ['Jl. Kebon Sirih 12']),
    landmark: Type.Optional(Type.String({ maxLength: 100, examples: ['Opposite the central post office'] })),
    city: Text(100, ['Jakarta Pusat']),
    pincode: Type.String({ pattern: '^[A-Za-z0-9 -]{3,10}$', examples: ['10340'] }),
    state: Text(100, ['DKI Jakarta']),
    addressType: Type.Enum(ADDRESS_TYPES, { type: 'string' }),
  },
  { additionalProperties: false, description: 'Where the order is delivered.' },
);
export type Address = Static<typeof AddressSchema>;

const PaymentSchema = Type.Object(
  {
    method: Type.Enum(PAYMENT_METHODS, { type: 'string' }),
    cardNumberLast4: Type.Optional(
      Type.String({
        pattern: '^\\d{4}$',
        description: 'The last four card digits: required when method is card, ignored (not stored) otherwise.',
        examples: ['4242'],
      }),
    ),
  },
  { additionalProperties: false },
);
export type Payment = Static<typeof PaymentSchema>;

const ADDRESS_EXAMPLE: Address = {
  fullName: 'drg. Ayu Lestari',
  mobile: '+62 812 3456 7890',
  houseNo: 'Jl. Kebon Sirih 12',
  city: 'Jakarta Pusat',
  pincode: '10340',
  state: 'DKI Jakarta',
  addressType: 'office',
};
const PAYMENT_EXAMPLE: Payment = { method: 'card', cardNumberLast4: '4242' };

export const EcommerceOrderSchema = Type.Object(
  {
    id: IdSchema,
    placedAt: Type.String({ format: 'date-time' }),
    items: Type.Array(
      Type.Object({
        productId: IdSchema,
        name: Type.String(),
        price: MoneySchema,
        qty: QtySchema,
        discountPercentage: Type.Integer({ minimum: DISCOUNT_PERCENT.min, maximum: DISCOUNT_PERCENT.max }),
      }),
      { description: 'The cart as it was at checkout, in cart order.' },
    ),
    subtotal: Type.Number({ description: 'Sum of price × qty, rounded to 2 decimals.' }),
    discount: Type.Number({
      description: 'Sum of price × qty × discountPercentage / 100, each item rounded to 2 decimals.',
    }),
    deliveryFee: Type.Number({
      description: `0 when every item has free shipping, else ${DELIVERY_FEE}.`,
    }),
    total: Type.Number({ description: 'subtotal − discount + deliveryFee, rounded to 2 decimals.' }),
    address: AddressSchema,
    payment: PaymentSchema,
  },
  {
    $id: 'EcommerceOrder',
    examples: [
      {
        id: 1,
        placedAt: '2026-11-21T10:00:00.000Z',
        items: [{ productId: 1, name: 'Intraoral Camera HD Pro', price: 6_240_000, qty: 2, discountPercentage: 10 }],
        subtotal: 12_480_000,
        discount: 1_248_000,
        deliveryFee: DELIVERY_FEE,
        total: 11_257_000,
        address: ADDRESS_EXAMPLE,
        payment: PAYMENT_EXAMPLE,
      },
    ],
  },
);

export type Order = Static<typeof EcommerceOrderSchema>;
export type OrderItem = Order['items'][number];

export const ecommerceSchemas: TSchema[] = [
  EcommerceProductSchema,
  EcommerceListedProductSchema,
  EcommerceProductDetailSchema,
  EcommerceCartProductSchema,
  EcommerceWishlistEntrySchema,
  EcommerceCartEntrySchema,
  EcommerceOrderSchema,
];

export const ProductListQuerySchema = Type.Object({
  q: SearchQuery,
  sortBy: FilterEnum(
    PRODUCT_SORTS,
    'featured (id descending), price-asc or price-desc; equal prices keep id ascending. Empty or absent: featured.',
  ),
  ...PagingQuery(9),
});

export const ProductListResponseSchema = Type.Object({
  products: Type.Array(Type.Ref('EcommerceListedProduct'), { description: 'The requested page.' }),
  total: Type.Integer({ minimum: 0, description: 'Number of products matching q, over all pages.' }),
  userWishlist: Type.Array(Type.Ref('EcommerceWishlistEntry')),
  userCart: Type.Array(Type.Ref('EcommerceCartEntry')),
});

export const ProductIdParamsSchema = Type.Object({ id: IdSchema });
/** The path of wishlist and cart entry routes holds the product id, not the entry id. */
export const ProductIdPathSchema = Type.Object({ productId: IdSchema });

export const ProductResponseSchema = Type.Object({ product: Type.Ref('EcommerceProductDetail') });
export const WishlistResponseSchema = Type.Object({ products: Type.Array(Type.Ref('EcommerceListedProduct')) });
export const CartResponseSchema = Type.Object({ products: Type.Array(Type.Ref('EcommerceCartProduct')) });
export const RemovedResponseSchema = Type.Object(
  { productId: IdSchema },
  { description: 'The product whose entry was removed.', examples: [{ productId: 7 }] },
);

export const AddWishlistBodySchema = Type.Object(
  { id: IgnoredIdSchema, productId: IdSchema },
  {
    additionalProperties: false,
    description: 'The template sends {productId}; a whole wishlist entry is accepted too.',
    examples: [{ productId: 7 }],
  },
);
export const WishlistEntryResponseSchema = Type.Object({ entry: Type.Ref('EcommerceWishlistEntry') });

export const AddCartBodySchema = Type.Object(
  {
    id: IgnoredIdSchema,
    productId: IdSchema,
    qty: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_QTY, default: 1, description: 'Quantity; default 1.' })),
  },
  {
    additionalProperties: false,
    description: 'The template sends {productId}; a whole cart entry is accepted too.',
    examples: [{ productId: 7, qty: 2 }],
  },
);
export const UpdateCartBodySchema = Type.Object(
  {
    id: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: ignoredField('the path names the entry.') }),
    ),
    productId: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 2_147_483_647,
        description: 'Accepted when it is the product id of the path (a cart entry sent back as read); else 400.',
      }),
    ),
    qty: QtySchema,
  },
  { additionalProperties: false, examples: [{ qty: 3 }, { id: 6, productId: 7, qty: 3 }] },
);
export const CartEntryResponseSchema = Type.Object({ entry: Type.Ref('EcommerceCartEntry') });

export const CheckoutBodySchema = Type.Object(
  { address: AddressSchema, payment: PaymentSchema },
  { additionalProperties: false, examples: [{ address: ADDRESS_EXAMPLE, payment: PAYMENT_EXAMPLE }] },
);
export const CheckoutResponseSchema = Type.Object({ order: Type.Ref('EcommerceOrder') });
