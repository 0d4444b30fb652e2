import { ecommerceApi } from '../generated/ecommerce';

const PRODUCTS = { type: 'Product', id: 'LIST' } as const;
const WISHLIST = { type: 'Wishlist', id: 'LIST' } as const;
const CART = { type: 'Cart', id: 'LIST' } as const;

// Products carry isInWishlist / isInCart, so every wishlist or cart change also refreshes the product list and the
// product it touched.
const api = ecommerceApi.enhanceEndpoints({
  addTagTypes: ['Product', 'Wishlist', 'Cart'],
  endpoints: {
    getEcommerceProducts: {
      providesTags: (result) => [PRODUCTS, ...(result?.products ?? []).map((p) => ({ type: 'Product' as const, id: p.id }))],
    },
    getEcommerceProduct: { providesTags: (_r, _e, arg) => [{ type: 'Product', id: arg.id }] },
    getEcommerceWishlist: { providesTags: [WISHLIST] },
    getEcommerceCart: { providesTags: [CART] },
    addEcommerceWishlistItem: {
      invalidatesTags: (_r, _e, arg) => [WISHLIST, PRODUCTS, { type: 'Product', id: arg.body.productId }],
    },
    deleteEcommerceWishlistItem: {
      invalidatesTags: (_r, _e, arg) => [WISHLIST, PRODUCTS, { type: 'Product', id: arg.productId }],
    },
    addEcommerceCartItem: {
      invalidatesTags: (_r, _e, arg) => [CART, WISHLIST, PRODUCTS, { type: 'Product', id: arg.body.productId }],
    },
    updateEcommerceCartItem: { invalidatesTags: [CART] },
    deleteEcommerceCartItem: {
      invalidatesTags: (_r, _e, arg) => [CART, WISHLIST, PRODUCTS, { type: 'Product', id: arg.productId }],
    },
    checkoutEcommerceCart: {
      invalidatesTags: (result) => [
        CART,
        WISHLIST,
        PRODUCTS,
        ...(result?.order.items ?? []).map((item) => ({ type: 'Product' as const, id: item.productId })),
      ],
    },
  },
});

export const {
  useGetEcommerceProductsQuery,
  useGetEcommerceProductQuery,
  useGetEcommerceWishlistQuery,
  useAddEcommerceWishlistItemMutation,
  useDeleteEcommerceWishlistItemMutation,
  useGetEcommerceCartQuery,
  useAddEcommerceCartItemMutation,
  useUpdateEcommerceCartItemMutation,
  useDeleteEcommerceCartItemMutation,
  useCheckoutEcommerceCartMutation,
} = api;
