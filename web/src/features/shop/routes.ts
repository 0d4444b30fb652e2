import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/routing';

const access = { action: 'read', subject: 'Ecommerce' } as const;

export const routes: AppRoute[] = [
  { path: paths.shopProducts, load: () => import('./products-page'), access },
  { path: paths.shopProduct(), load: () => import('./product-page'), access },
  { path: paths.shopWishlist, load: () => import('./wishlist-page'), access },
  { path: paths.shopCheckout, load: () => import('./checkout-page'), access },
];
