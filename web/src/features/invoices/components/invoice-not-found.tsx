import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageState } from '../../../components/page-states';

export function InvoiceNotFound({ idParam }: { idParam: string | undefined }) {
  const { t } = useTranslation();
  return (
    <PageState
      icon="pi pi-file-excel"
      title={t('invoices.notFound.title')}
      message={t('invoices.notFound.message', { id: idParam ?? '' })}
      action={
        <Link to={paths.invoicesList} className="p-button p-button-outlined invoices-link-button">
          <i className="pi pi-arrow-left" aria-hidden />
          <span>{t('invoices.actions.backToList')}</span>
        </Link>
      }
    />
  );
}
