import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page-states';
import { can, useAbility } from '../../auth/ability';
import { AuditTrail } from './audit-trail';
import { DeleteDialog } from './delete-dialog';
import { FieldValue } from './field-value';
import { LoadError } from './load-error';
import { NotFound, parseRecordId } from './not-found';
import type { ResourceConfig } from './types';
import './resource-screen.css';

/** One record: every field, the actions the person may take on it, and its audit trail. */
export function ResourceDetailPage<Row extends { id: number }>({ config }: { config: ResourceConfig<Row> }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const back = (useLocation().state as { from?: string } | null)?.from ?? config.paths.list;
  const id = parseRecordId(useParams().id);
  const { data: row, error, isLoading, refetch } = config.api.useGet({ id: id ?? 0 }, { skip: id === null });
  const audit = config.api.useAudit({ id: id ?? 0 }, { skip: id === null || !row });
  const [deleting, setDeleting] = useState<Row | null>(null);

  if (id === null) return <NotFound config={config} />;
  if (isLoading) return <PageLoading />;
  if (error && (error as { status?: unknown }).status === 404) return <NotFound config={config} />;
  if (error || !row) return <LoadError error={error} onRetry={() => void refetch()} />;

  const may = (action: 'update' | 'delete') => can(ability, { action, subject: config.subject });
  const canEdit = Boolean(config.form && config.api.useUpdate && config.paths.edit && config.pages.includes('edit') && may('update'));
  const canDelete = Boolean(config.api.useDelete && may('delete'));
  const label = config.label(row);

  return (
    <div className="rs-page">
      <header className="rs-header">
        <div>
          <Link to={back} className="rs-back">
            <i className="pi pi-arrow-left rs-flip" aria-hidden /> {t(`association.resources.${config.name}.title`)}
          </Link>
          <h1>{label}</h1>
        </div>
        <div className="rs-header-actions">
          {(config.recordActions ?? [])
            .filter((action) => can(ability, action.access))
            .map(({ id: actionId, Component }) => (
              <Component key={actionId} row={row} />
            ))}
          {canEdit && (
            <Link to={config.paths.edit!(row.id)} state={{ from: back }} className="p-button p-component p-button-outlined rs-link-button">
              <i className="pi pi-pencil" aria-hidden />
              <span>{t('association.screen.actions.edit')}</span>
            </Link>
          )}
          {canDelete && (
            <Button type="button" icon="pi pi-trash" label={t('association.screen.actions.delete')} severity="danger" outlined onClick={() => setDeleting(row)} />
          )}
        </div>
      </header>
      <section className="rs-card" aria-labelledby="rs-fields-title">
        <h2 id="rs-fields-title">{t('association.screen.detail.fields')}</h2>
        <dl className="rs-fields">
          {config.fields.map((field) => (
            <div key={field.name} className={field.render ? 'rs-field rs-field-wide' : 'rs-field'}>
              <dt>{t(`association.resources.${config.name}.fields.${field.name}`)}</dt>
              <dd>
                <FieldValue field={field} row={row} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="rs-card" aria-labelledby="rs-audit-title">
        <h2 id="rs-audit-title">{t('association.screen.audit.title')}</h2>
        {audit.error ? (
          <LoadError error={audit.error} onRetry={() => void audit.refetch()} />
        ) : audit.isLoading || !audit.data ? (
          <p className="muted">{t('common.loading')}</p>
        ) : (
          <AuditTrail resource={config.name} fields={config.fields} records={audit.data.data} />
        )}
      </section>
      {canDelete && (
        <DeleteDialog config={config} row={deleting} onClose={() => setDeleting(null)} onDeleted={() => navigate(back, { replace: true })} />
      )}
    </div>
  );
}
