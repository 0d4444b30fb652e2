import { ConfirmDialog } from 'primereact/confirmdialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteInvoiceMutation, type Invoice } from '../../../api/enhanced/invoices';
import { useNotifier } from '../../../components/toast';

/** Asks before deleting an invoice; the list refreshes through cache invalidation, a toast says what happened. */
export function DeleteInvoiceDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [deleteInvoice] = useDeleteInvoiceMutation();
  const shown = useRef<Invoice | null>(null);
  if (invoice) shown.current = invoice;
  const target = invoice ?? shown.current;

  async function remove(doomed: Invoice) {
    const result = await deleteInvoice({ id: doomed.id });
    if (result.error) {
      notifier.apiError(result.error);
      return;
    }
    notifier.success(t('invoices.delete.done', { id: doomed.id }));
  }

  return (
    <ConfirmDialog
      visible={invoice !== null}
      onHide={onClose}
      header={t('invoices.delete.title')}
      message={target ? t('invoices.delete.message', { id: target.id, client: target.client.name }) : ''}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('invoices.delete.confirm')}
      rejectLabel={t('invoices.actions.cancel')}
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={() => {
        if (invoice) void remove(invoice);
      }}
    />
  );
}
