import { Tag } from 'primereact/tag';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { EcommerceListedProduct } from '../../../api/generated/ecommerce';
import { useMoney } from '../format';
import { ProductRating } from './product-rating';

interface Props {
  product: EcommerceListedProduct;
  layout?: 'grid' | 'list';
  /** The buttons at the bottom of the card. */
  actions: ReactNode;
}

/** One product of a list: picture, name, brand, rating, price, free shipping, an excerpt and its actions. */
export function ProductCard({ product, layout = 'grid', actions }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const nameId = useId();
  return (
    <article className={`shop-card shop-card-${layout}`} aria-labelledby={nameId}>
      <Link to={paths.shopProduct(product.slug)} className="shop-card-image" tabIndex={-1}>
        <img src={product.image} alt={product.name} loading="lazy" />
      </Link>
      <div className="shop-card-body">
        <div className="shop-card-meta">
          <ProductRating value={product.rating} />
          <span className="shop-price">{money(product.price)}</span>
        </div>
        <h2 className="shop-card-title" id={nameId}>
          <Link to={paths.shopProduct(product.slug)}>{product.name}</Link>
        </h2>
        <p className="shop-card-brand muted">{t('shop.product.by', { brand: product.brand })}</p>
        {product.hasFreeShipping && (
          <Tag value={t('shop.product.freeShipping')} icon="pi pi-truck" severity="success" className="shop-free-shipping" />
        )}
        <p className="shop-card-description">{product.description}</p>
      </div>
      <div className="shop-card-actions">{actions}</div>
    </article>
  );
}
