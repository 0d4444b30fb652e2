import { ConfirmDialog } from 'primereact/confirmdialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifier } from '../../../components/toast';
import type { ResourceConfig } from './types';

interface Props<Row extends { id: number }> {
  config: ResourceConfig<Row>;
  /** The record to confirm the delete of; null keeps the dialog closed. */
  row: Row | null;
  onClose: () => void;
  onDeleted?: (row: Row) => void;
}

/** Asks before deleting one record; the lists and the record refresh through cache invalidation. */
export function DeleteDialog<Row extends { id: number }>({ config, row, onClose, onDeleted }: Props<Row>) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const useDelete = config.api.useDelete!;
  const [remove] = useDelete();
  // Keeps the name on screen while the dialog fades out.
  const shown = useRef<Row | null>(null);
  if (row) shown.current = row;
  const target = row ?? shown.current;

  async function run(doomed: Row) {
    const result = await remove({ id: doomed.id });
    if (result.error) {
      notifier.apiError(result.error);
      return;
    }
    notifier.success(t('association.screen.delete.done', { label: config.label(doomed) }));
    onDeleted?.(doomed);
  }

  return (
    <ConfirmDialog
      visible={row !== null}
      onHide={onClose}
      header={t('association.screen.delete.title')}
      message={target ? t('association.screen.delete.message', { label: config.label(target) }) : ''}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('association.screen.delete.confirm')}
      rejectLabel={t('association.screen.cancel')}
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={() => {
        if (row) void run(row);
      }}
    />
  );
}
