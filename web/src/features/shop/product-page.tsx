import { Button } from 'primereact/button';
import { Divider } from 'primereact/divider';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { isAppError, errorText } from '../../api/errors';
import { useGetEcommerceProductQuery } from '../../api/enhanced/ecommerce';
import { PageLoading, PageState } from '../../components/page-states';
import { ButtonLink } from './components/button-link';
import { ColourOptions } from './components/colour-options';
import { CartAction, WishlistToggle } from './components/product-actions';
import { ProductRating } from './components/product-rating';
import { productIdOf, useMoney } from './format';
import './shop.css';

function BackToShop() {
  const { t, i18n } = useTranslation();
  return (
    <ButtonLink to={paths.shopProducts} icon="pi pi-arrow-left" label={t('shop.actions.backToShop')} outlined />
  );
}

/** One product: /shop/product/<slug>, the id being the slug's trailing number. */
export default function ProductPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { slug } = useParams();
  const id = productIdOf(slug);
  const { data, error, isLoading, refetch } = useGetEcommerceProductQuery({ id: id ?? 0 }, { skip: id === undefined });

  const notFound = id === undefined || (isAppError(error) && (error.status === 404 || error.status === 400));
  if (notFound) {
    return (
      <div className="shop-page">
        <PageState
          icon="pi pi-box"
          title={t('shop.detail.notFoundTitle')}
          message={t('shop.detail.notFoundMessage')}
          action={<BackToShop />}
        />
      </div>
    );
  }
  if (isLoading) return <PageLoading />;
  if (error || !data) {
    return (
      <div className="shop-page" role="alert">
        <PageState
          icon="pi pi-exclamation-triangle"
          title={t('shop.states.loadFailed')}
          message={errorText(i18n, error)}
          action={<Button label={t('common.retry')} icon="pi pi-refresh" outlined onClick={() => void refetch()} />}
        />
      </div>
    );
  }

  const { product } = data;
  return (
    <div className="shop-page">
      <nav className="shop-back" aria-label={t('shop.detail.navigation')}>
        <BackToShop />
      </nav>
      <article className="shop-detail card-surface" aria-labelledby="shop-detail-name">
        <div className="shop-detail-image">
          <img src={product.image} alt={product.name} />
        </div>
        <div className="shop-detail-info">
          <h1 id="shop-detail-name">{product.name}</h1>
          <p className="muted">{t('shop.product.by', { brand: product.brand })}</p>
          <div className="shop-detail-price-row">
            <span className="shop-price shop-price-large">{money(product.price)}</span>
            <Divider layout="vertical" />
            <ProductRating value={product.rating} />
          </div>
          <p>
            {t('shop.detail.availability')}{' '}
            <span className="shop-in-stock">{t('shop.detail.inStock')}</span>
          </p>
          <p className="shop-detail-description">{product.description}</p>
          {product.hasFreeShipping && (
            <Tag value={t('shop.product.freeShipping')} icon="pi pi-truck" severity="success" className="shop-free-shipping" />
          )}
          <Divider />
          <ColourOptions options={product.colorOptions} />
          <Divider />
          <div className="shop-detail-actions">
            <CartAction product={product} />
            <WishlistToggle product={product} />
          </div>
        </div>
      </article>
    </div>
  );
}
