import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { useGetEcommerceWishlistQuery } from '../../api/enhanced/ecommerce';
import { PageLoading } from '../../components/page-states';
import { ProductCard } from './components/product-card';
import { ButtonLink } from './components/button-link';
import { ShopErrorState, ShopState } from './components/shop-state';
import { WishlistActions } from './components/wishlist-actions';
import './shop.css';

/** The wishlist: each product can move to the cart or leave the list. */
export default function WishlistPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useGetEcommerceWishlistQuery();

  let content;
  if (isLoading) content = <PageLoading />;
  else if (error) content = <ShopErrorState error={error} onRetry={() => void refetch()} />;
  else if (!data || data.products.length === 0) {
    content = (
      <ShopState
        icon="pi pi-heart"
        title={t('shop.wishlist.emptyTitle')}
        message={t('shop.wishlist.emptyMessage')}
        action={<ButtonLink to={paths.shopProducts} icon="pi pi-shopping-bag" label={t('shop.actions.browseShop')} />}
      />
    );
  } else {
    content = (
      <ul className="shop-products shop-products-grid" aria-label={t('shop.wishlist.listLabel')} aria-busy={isFetching}>
        {data.products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} actions={<WishlistActions product={product} />} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="shop-page">
      <div className="shop-header">
        <h1>{t('shop.wishlist.title')}</h1>
        {data && !error && (
          <p className="muted" role="status">
            {t('shop.wishlist.count', { count: data.products.length })}
          </p>
        )}
      </div>
      {content}
    </div>
  );
}
