import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/http-error.js';
import { errorResponses } from '../../../schemas/common.js';
import type { EcommerceStore } from '../../../stores/ecommerce.js';
import {
  AddCartBodySchema,
  CartEntryResponseSchema,
  CartResponseSchema,
  CheckoutBodySchema,
  CheckoutResponseSchema,
  ProductIdPathSchema,
  RemovedResponseSchema,
  UpdateCartBodySchema,
} from './schemas.js';

export const tags = ['Ecommerce'];
export const ability = (action: 'read' | 'create' | 'update' | 'delete') => ({
  ability: { action, subject: 'Ecommerce' },
});

const notInCart = (productId: number) => new HttpError(404, `Product ${productId} is not in the cart`);

/** The cart and checkout routes of the shop. */
export const cartRoutes: FastifyPluginAsyncTypebox<{ store: EcommerceStore }> = async (app, { store }) => {
  app.get(
    '/apps/ecommerce/cart',
    {
      config: ability('read'),
      schema: {
        operationId: 'getEcommerceCart',
        tags,
        summary: 'The cart',
        description:
          'For each cart entry, in the order added: the product with isInWishlist, qty, offers, ' +
          'discountPercentage and shippingDate. offers (1 to 4), discountPercentage (3 to 20) and shippingDate ' +
          '(1 to 8 days ahead) are drawn at random once, when the entry enters the cart, and stay the same on ' +
          'every read.',
        response: { 200: CartResponseSchema },
      },
    },
    async () => ({ products: store.cart() }),
  );

  app.post(
    '/apps/ecommerce/cart',
    {
      config: ability('create'),
      schema: {
        operationId: 'addEcommerceCartItem',
        tags,
        summary: 'Add a product to the cart',
        description:
          'Appends an entry {id, productId, qty} with a new id (qty defaults to 1; an id sent is ignored) and ' +
          'answers 201 with it. The ' +
          'cart holds one entry per product: a product already in it answers 200 with the existing entry, ' +
          'unchanged (change its quantity with PUT). Unknown product: 404.',
        body: AddCartBodySchema,
        response: { 200: CartEntryResponseSchema, 201: CartEntryResponseSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { productId, qty = 1 } = request.body;
      const added = store.addToCart(productId, qty);
      if (!added) throw notFound(`Product ${productId}`);
      return reply.code(added.created ? 201 : 200).send({ entry: added.entry });
    },
  );

  app.put(
    '/apps/ecommerce/cart/:productId',
    {
      config: ability('update'),
      schema: {
        operationId: 'updateEcommerceCartItem',
        tags,
        summary: 'Change the quantity of a cart item',
        description:
          'The path holds the product id. Sets the entry\'s qty (1 to 99) and answers the entry; the values drawn ' +
          'when it entered the cart stay. The entry as read may be sent whole: its id is ignored and its productId ' +
          'must be the one of the path (400 naming productId otherwise). A product not in the cart: 404.',
        params: ProductIdPathSchema,
        body: UpdateCartBodySchema,
        response: { 200: CartEntryResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const sentProductId = request.body.productId;
      if (sentProductId !== undefined && sentProductId !== request.params.productId) {
        const message = `must be the product id of the path (${request.params.productId})`;
        throw badRequest(`body.productId ${message}`, [{ field: 'productId', in: 'body', message }]);
      }
      const entry = store.setCartQty(request.params.productId, request.body.qty);
      if (!entry) throw notInCart(request.params.productId);
      return { entry };
    },
  );

  app.delete(
    '/apps/ecommerce/cart/:productId',
    {
      config: ability('delete'),
      schema: {
        operationId: 'deleteEcommerceCartItem',
        tags,
        summary: 'Remove a product from the cart',
        description:
          'The path holds the product id (not the entry id). Answers {productId}. A product not in the cart: 404.',
        params: ProductIdPathSchema,
        response: { 200: RemovedResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { productId } = request.params;
      if (!store.removeFromCart(productId)) throw notInCart(productId);
      return { productId };
    },
  );

  app.post(
    '/apps/ecommerce/checkout',
    {
      config: ability('create'),
      schema: {
        operationId: 'checkoutEcommerceCart',
        tags,
        summary: 'Place an order for the cart',
        description:
          'Turns the whole cart into an order and empties the cart. Amounts are rounded to 2 decimals: subtotal ' +
          "is the sum of price × qty; discount the sum of each line's price × qty × discountPercentage / 100, each " +
          'rounded to the cent; deliveryFee 0 when every item ships free, else a flat fee; total = subtotal − ' +
          'discount + deliveryFee. payment.cardNumberLast4 is required when payment.method is card (400 naming ' +
          'it) and dropped for other methods. An empty cart: 409 "The cart is empty".',
        body: CheckoutBodySchema,
        response: { 201: CheckoutResponseSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { address, payment } = request.body;
      if (payment.method === 'card' && payment.cardNumberLast4 === undefined) {
        const message = 'is required when method is card';
        throw badRequest(`body.payment.cardNumberLast4 ${message}`, [
          { field: 'payment.cardNumberLast4', in: 'body', message },
        ]);
      }
      const order = store.checkout(address, payment);
      if (!order) throw conflict('The cart is empty');
      return reply.code(201).send({ order });
    },
  );
};
