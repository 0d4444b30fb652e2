import { Badge } from 'primereact/badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useGetEcommerceCartQuery } from '../../api/enhanced/ecommerce';

/** The shop cart with its item count; the count follows every cart change through the Cart cache tag. */
export function CartButton() {
  const { t } = useTranslation();
  const { data } = useGetEcommerceCartQuery();
  const count = data?.products.length ?? 0;
  return (
    <Link to={paths.shopCheckout} className="icon-button p-overlay-badge" aria-label={t('navbar.cart', { count })}>
      <i className="pi pi-shopping-cart" aria-hidden />
      {count > 0 && <Badge value={count} severity="danger" />}
    </Link>
  );
}
