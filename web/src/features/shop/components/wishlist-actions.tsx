import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { EcommerceListedProduct } from '../../../api/generated/ecommerce';
import {
  useAddEcommerceCartItemMutation,
  useDeleteEcommerceWishlistItemMutation,
} from '../../../api/enhanced/ecommerce';
import { useNotifier } from '../../../components/toast';

/** "Move to cart" (into the cart, out of the wishlist) and "Remove" for one wishlist product. */
export function WishlistActions({ product }: { product: EcommerceListedProduct }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [addToCart, adding] = useAddEcommerceCartItemMutation();
  const [removeFromWishlist, removing] = useDeleteEcommerceWishlistItemMutation();

  async function moveToCart() {
    if (!product.isInCart) {
      const added = await addToCart({ body: { productId: product.id } });
      if (added.error) {
        notifier.apiError(added.error);
        return;
      }
    }
    const removed = await removeFromWishlist({ productId: product.id });
    if (removed.error) notifier.apiError(removed.error);
    else notifier.success(t('shop.messages.movedToCart', { name: product.name }));
  }

  async function remove() {
    const result = await removeFromWishlist({ productId: product.id });
    if (result.error) notifier.apiError(result.error);
  }

  const busy = adding.isLoading || removing.isLoading;
  return (
    <>
      <Button
        type="button"
        label={t('shop.actions.remove')}
        icon="pi pi-times"
        severity="secondary"
        outlined
        disabled={busy}
        onClick={() => void remove()}
      />
      <Button
        type="button"
        label={t('shop.actions.moveToCart')}
        icon="pi pi-shopping-cart"
        loading={busy}
        onClick={() => void moveToCart()}
      />
    </>
  );
}
