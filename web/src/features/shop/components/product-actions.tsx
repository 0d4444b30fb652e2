import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import {
  useAddEcommerceCartItemMutation,
  useAddEcommerceWishlistItemMutation,
  useDeleteEcommerceWishlistItemMutation,
} from '../../../api/enhanced/ecommerce';
import { useNotifier } from '../../../components/toast';
import { ButtonLink } from './button-link';

interface ProductRef {
  id: number;
  name: string;
  isInWishlist: boolean;
}

/** Adds the product to the wishlist or takes it out; the lists follow through their cache tags. */
export function WishlistToggle({ product, className }: { product: ProductRef; className?: string }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [add, adding] = useAddEcommerceWishlistItemMutation();
  const [remove, removing] = useDeleteEcommerceWishlistItemMutation();

  async function toggle() {
    const result = product.isInWishlist
      ? await remove({ productId: product.id })
      : await add({ body: { productId: product.id } });
    if (result.error) notifier.apiError(result.error);
  }

  return (
    <Button
      type="button"
      label={t('shop.actions.wishlist')}
      icon={product.isInWishlist ? 'pi pi-heart-fill' : 'pi pi-heart'}
      aria-pressed={product.isInWishlist}
      title={t(product.isInWishlist ? 'shop.actions.removeFromWishlist' : 'shop.actions.addToWishlist')}
      severity="secondary"
      outlined
      loading={adding.isLoading || removing.isLoading}
      onClick={() => void toggle()}
      className={`shop-wishlist-toggle ${product.isInWishlist ? 'is-active' : ''} ${className ?? ''}`}
    />
  );
}

/** "Add to cart" while the product is not in the cart, "View in cart" (to checkout) once it is. */
export function CartAction({ product, className }: { product: ProductRef & { isInCart: boolean }; className?: string }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [addToCart, { isLoading }] = useAddEcommerceCartItemMutation();

  if (product.isInCart) {
    return (
      <ButtonLink to={paths.shopCheckout} icon="pi pi-shopping-cart" label={t('shop.actions.viewInCart')} className={className} />
    );
  }

  async function add() {
    const result = await addToCart({ body: { productId: product.id } });
    if (result.error) notifier.apiError(result.error);
    else notifier.success(t('shop.messages.addedToCart', { name: product.name }));
  }

  return (
    <Button
      type="button"
      label={t('shop.actions.addToCart')}
      icon="pi pi-cart-plus"
      loading={isLoading}
      onClick={() => void add()}
      className={className}
    />
  );
}
