import { loadFixture } from '../../../lib/fixtures.js';
import { HttpError, notFound } from '../../../lib/http-error.js';
import { errorResponses } from '../../../schemas/common.js';
import { MemoryEcommerceStore, type EcommerceFixture } from '../../../stores/ecommerce.js';
import { resettableStore, type DemoArea } from '../area.js';
import { ability, cartRoutes, tags } from './cart.js';
import {
  AddWishlistBodySchema,
  ecommerceSchemas,
  ProductIdParamsSchema,
  ProductIdPathSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  RemovedResponseSchema,
  WishlistEntryResponseSchema,
  WishlistResponseSchema,
} from './schemas.js';

const area: DemoArea = {
  tag: { name: 'Ecommerce', description: 'The shop: products, wishlist and cart.' },
  plugin: async (app, options) => {
    const { now = () => new Date() } = options;
    for (const schema of ecommerceSchemas) app.addSchema(schema);
    const store = resettableStore(
      options,
      () => new MemoryEcommerceStore(loadFixture<EcommerceFixture>('demo/ecommerce.json', now()), now),
    );

    app.get(
      '/apps/ecommerce/products',
      {
        config: ability('read'),
        schema: {
          operationId: 'getEcommerceProducts',
          tags,
          summary: 'One page of the shop, searched and sorted',
          description:
            'q matches a case-insensitive substring of the product name. sortBy: featured (default; id descending), ' +
            'price-asc or price-desc (equal prices in id order); an unknown value is a 400. page defaults to 1, ' +
            'perPage to 9; a page past the end is empty with the right total. Each product carries isInWishlist and ' +
            'isInCart; userWishlist and userCart are the raw wishlist and cart entries.',
          querystring: ProductListQuerySchema,
          response: { 200: ProductListResponseSchema },
        },
      },
      async (request) => store.listProducts(request.query),
    );

    app.get(
      '/apps/ecommerce/products/:id',
      {
        config: ability('read'),
        schema: {
          operationId: 'getEcommerceProduct',
          tags,
          summary: 'One product',
          description:
            'The product with isInWishlist, isInCart and its colorOptions. The client takes the id from the ' +
            "slug's trailing number. Unknown id: 404; a non-numeric id: 400.",
          params: ProductIdParamsSchema,
          response: { 200: ProductResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const product = store.getProduct(request.params.id);
        if (!product) throw notFound(`Product ${request.params.id}`);
        return { product };
      },
    );

    app.get(
      '/apps/ecommerce/wishlist',
      {
        config: ability('read'),
        schema: {
          operationId: 'getEcommerceWishlist',
          tags,
          summary: 'The wishlist',
          description:
            'The wishlisted products in the order they were added, each with isInCart (isInWishlist is true).',
          response: { 200: WishlistResponseSchema },
        },
      },
      async () => ({ products: store.wishlist() }),
    );

    app.post(
      '/apps/ecommerce/wishlist',
      {
        config: ability('create'),
        schema: {
          operationId: 'addEcommerceWishlistItem',
          tags,
          summary: 'Add a product to the wishlist',
          description:
            'Appends an entry {id, productId} with a new id (an id sent is ignored) and answers 201 with it. The ' +
            'wishlist holds one entry ' +
            'per product: a product already in it answers 200 with the existing entry and changes nothing. ' +
            'Unknown product: 404.',
          body: AddWishlistBodySchema,
          response: { 200: WishlistEntryResponseSchema, 201: WishlistEntryResponseSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const added = store.addToWishlist(request.body.productId);
        if (!added) throw notFound(`Product ${request.body.productId}`);
        return reply.code(added.created ? 201 : 200).send({ entry: added.entry });
      },
    );

    app.delete(
      '/apps/ecommerce/wishlist/:productId',
      {
        config: ability('delete'),
        schema: {
          operationId: 'deleteEcommerceWishlistItem',
          tags,
          summary: 'Remove a product from the wishlist',
          description:
            'The path holds the product id (not the entry id). Answers {productId}. A product not in the ' +
            'wishlist: 404.',
          params: ProductIdPathSchema,
          response: { 200: RemovedResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { productId } = request.params;
        if (!store.removeFromWishlist(productId)) {
          throw new HttpError(404, `Product ${productId} is not in the wishlist`);
        }
        return { productId };
      },
    );

    await app.register(cartRoutes, { store });
  },
};

export default area;
