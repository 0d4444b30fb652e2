import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError, errorText } from '../../../api/errors';
import { can, useAbility } from '../../auth/ability';
import type { BulkAction, ResourceConfig } from './types';

interface Outcome {
  label: string;
  error?: string;
}
interface Summary {
  action: string;
  done: number;
  failed: Outcome[];
}

/** Delete, offered on every resource whose API deletes, as the same bulk action as the resource's own ones. */
export function deleteAction<Row extends { id: number }>(config: ResourceConfig<Row>): BulkAction<Row> | null {
  const useDelete = config.api.useDelete;
  if (!useDelete) return null;
  return {
    id: 'delete',
    icon: 'pi pi-trash',
    severity: 'danger',
    access: { action: 'delete', subject: config.subject },
    useRun: () => {
      const [remove] = useDelete();
      return (row) => remove({ id: row.id }).unwrap();
    },
  };
}

interface Props<Row extends { id: number }> {
  config: ResourceConfig<Row>;
  actions: BulkAction<Row>[];
  selection: Row[];
  onClear: () => void;
}

/** The bar over the table while rows are selected: how many, and what can be done with them. */
export function SelectionBar<Row extends { id: number }>({ config, actions, selection, onClear }: Props<Row>) {
  const { t, i18n } = useTranslation();
  const [summary, setSummary] = useState<Summary | null>(null);
  return (
    <>
      {selection.length > 0 && (
        <div className="rs-selection" role="region" aria-label={t('association.screen.bulk.region')}>
          <strong>{t('association.screen.bulk.selected', { count: selection.length })}</strong>
          {actions.map((action) => (
            <BulkButton
              key={action.id}
              config={config}
              action={action}
              selection={selection}
              onFinished={(result) => {
                setSummary(result);
                onClear();
              }}
            />
          ))}
          <Button type="button" label={t('association.screen.bulk.clear')} text size="small" onClick={onClear} />
        </div>
      )}
      <Dialog
        visible={summary !== null}
        onHide={() => setSummary(null)}
        header={summary ? t(`${actionKey(config.name, summary.action)}.label`) : ''}
        className="rs-summary-dialog"
        footer={<Button type="button" label={t('association.screen.close')} onClick={() => setSummary(null)} />}
      >
        {summary && (
          <div role="status">
            <p>{t('association.screen.bulk.summary', { done: summary.done, failed: summary.failed.length })}</p>
            {summary.failed.length > 0 && (
              <ul className="rs-failures">
                {summary.failed.map((f, i) => (
                  <li key={i}>
                    <strong>{f.label}</strong>: {f.error}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Dialog>
    </>
  );
}

const actionKey = (resource: string, id: string) =>
  id === 'delete' ? 'association.screen.bulk.delete' : `association.resources.${resource}.bulk.${id}`;

function BulkButton<Row extends { id: number }>({ config, action, selection, onFinished }: {
  config: ResourceConfig<Row>;
  action: BulkAction<Row>;
  selection: Row[];
  onFinished: (summary: Summary) => void;
}) {
  const { t, i18n } = useTranslation();
  const ability = useAbility();
  const run = action.useRun();
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  if (!can(ability, action.access)) return null;
  const key = actionKey(config.name, action.id);

  // One request per row, one after the other: each row succeeds or fails on its own, and the server is not flooded.
  async function runAll(rows: Row[]) {
    const failed: Outcome[] = [];
    let done = 0;
    for (const [index, row] of rows.entries()) {
      setProgress(index);
      try {
        await run(row);
        done += 1;
      } catch (error) {
        failed.push({ label: config.label(row), error: errorText(i18n, error) });
      }
    }
    setProgress(null);
    onFinished({ action: action.id, done, failed });
  }

  return (
    <>
      <Button
        type="button"
        icon={action.icon}
        label={progress === null ? t(`${key}.label`) : t('association.screen.bulk.progress', { current: progress + 1, total: selection.length })}
        severity={action.severity}
        size="small"
        loading={progress !== null}
        onClick={() => setConfirming(true)}
      />
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t(`${key}.label`)}
        message={t(`${key}.confirm`, { count: selection.length })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t(`${key}.label`)}
        rejectLabel={t('association.screen.cancel')}
        acceptClassName={action.severity === 'danger' ? 'p-button-danger' : undefined}
        defaultFocus="reject"
        accept={() => void runAll([...selection])}
      />
    </>
  );
}
