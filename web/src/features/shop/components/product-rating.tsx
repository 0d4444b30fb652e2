import { Rating } from 'primereact/rating';
import { useTranslation } from 'react-i18next';

/** The read-only star rating, announced as one image ("Rated 4 out of 5"). */
export function ProductRating({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <Rating
      value={value}
      readOnly
      cancel={false}
      role="img"
      aria-label={t('shop.product.rating', { rating: value })}
      className="shop-rating"
    />
  );
}
