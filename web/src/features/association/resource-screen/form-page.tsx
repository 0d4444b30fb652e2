import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { PageLoading } from '../../../components/page-states';
import { useNotifier } from '../../../components/toast';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useKeptDraft } from '../../../lib/kept-draft';
import { FormField } from './form-field';
import { formFields, initialValues, missingFields, requestBody, type Mode, type Values } from './form-values';
import { LoadError } from './load-error';
import { fieldMessages } from './server-messages';
import { NotFound, parseRecordId } from './not-found';
import type { ResourceConfig } from './types';
import './resource-screen.css';

/** The create or edit page of a resource: loads the record to edit, then hands it to the form. */
export function ResourceFormPage<Row extends { id: number }, Created = Row>({
  config,
  mode,
}: {
  config: ResourceConfig<Row, Created>;
  mode: Mode;
}) {
  const id = parseRecordId(useParams().id);
  const {
    data: row,
    error,
    isLoading,
    refetch,
  } = config.api.useGet({ id: id ?? 0 }, { skip: mode === 'create' || id === null });
  if (mode === 'create') return <ResourceForm config={config} mode="create" />;
  if (id === null) return <NotFound config={config} />;
  if (isLoading) return <PageLoading />;
  if (error && (error as { status?: unknown }).status === 404) return <NotFound config={config} />;
  if (error || !row) return <LoadError error={error} onRetry={() => void refetch()} />;
  return <ResourceForm config={config} mode="edit" row={row} />;
}

function ResourceForm<Row extends { id: number }, Created>({
  config,
  mode,
  row,
}: {
  config: ResourceConfig<Row, Created>;
  mode: Mode;
  row?: Row;
}) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const fields = useMemo(() => formFields(config.form ?? [], mode), [config.form, mode]);
  const initial = useMemo(
    () => initialValues(fields, mode, row as Record<string, unknown> | undefined),
    [fields, mode, row],
  );
  const [values, setValues] = useState<Values>(initial);
  const { errors, setErrors, fixed } = useFieldErrors();
  const [notice, setNotice] = useState<{ answer: Created; row: Row } | null>(null);
  // What was typed survives an idle sign-out: it is back, marked unsaved, when the same user signs in again.
  const userId = useAppSelector((s) => s.session.user?.id);
  const [restored, setRestored] = useState(false);
  useKeptDraft(`resource:${config.name}:${row?.id ?? 'new'}`, userId, values, (kept) => {
    setValues(kept);
    setRestored(true);
  });
  // Which hooks a resource has is fixed by its configuration, so these calls are the same on every render.
  const [create, created] = config.api.useCreate?.() ?? [null, { isLoading: false }];
  const [update, updated] = config.api.useUpdate?.() ?? [null, { isLoading: false }];
  const shown = formFields(fields, mode, values);
  const body = requestBody(fields, mode, values, initial);
  const unchanged = mode === 'edit' && Object.keys(body).length === 0;
  const back =
    from ??
    (row && config.paths.detail && config.pages.includes('detail') ? config.paths.detail(row.id) : config.paths.list);
  const open = (saved: Row) =>
    navigate(config.paths.detail ? config.paths.detail(saved.id) : config.paths.list, { replace: mode === 'edit' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingFields(fields, mode, values, t('association.screen.form.required'));
    setErrors(missing);
    if (Object.keys(missing).length > 0 || unchanged) return;
    const result = mode === 'create' ? await create!({ body }) : await update!({ id: row!.id, body });
    if (result.error || !result.data) {
      setErrors(
        fieldMessages(
          t,
          notifier.apiError(
            result.error,
            fields.map((f) => f.name),
          ),
        ),
      );
      return;
    }
    // Without a `created` notice the create answers the record itself (an edit always does).
    const saved =
      mode === 'create' && config.created
        ? config.created.record(result.data as Created)
        : (result.data as unknown as Row);
    notifier.success(
      t(mode === 'create' ? 'association.screen.form.created' : 'association.screen.form.saved', {
        label: config.label(saved),
      }),
    );
    if (mode === 'create' && config.created) setNotice({ answer: result.data as Created, row: saved });
    else open(saved);
  }

  const Notice = config.created?.Notice;

  const title =
    mode === 'create'
      ? t(`association.resources.${config.name}.create`)
      : t('association.screen.form.editTitle', { label: config.label(row!) });
  return (
    <div className="rs-page">
      <header className="rs-header">
        <div>
          <Link to={back} className="rs-back">
            <i className="pi pi-arrow-left rs-flip" aria-hidden /> {t(`association.resources.${config.name}.title`)}
          </Link>
          <h1>{title}</h1>
        </div>
      </header>
      {restored && <Message severity="info" text={t('keptDraft.restored')} className="rs-draft-restored" />}
      <form className="rs-card rs-form" onSubmit={submit} noValidate aria-label={title}>
        <div className="rs-form-grid">
          {shown.map((field) => (
            <FormField
              key={field.name}
              resource={config.name}
              field={field}
              value={values[field.name] ?? null}
              error={errors[field.name]}
              onChange={(value) => {
                setValues((v) => ({ ...v, [field.name]: value }));
                // A field being corrected no longer carries the old refusal; the others keep theirs until saved again.
                fixed(field.name);
              }}
            />
          ))}
        </div>
        <div className="rs-form-actions">
          <Button
            type="submit"
            label={t('association.screen.form.save')}
            icon="pi pi-check"
            loading={created.isLoading || updated.isLoading}
            disabled={unchanged}
          />
          <Link to={back} className="p-button p-component p-button-outlined p-button-secondary rs-link-button">
            {t('association.screen.cancel')}
          </Link>
          {unchanged && <small className="muted">{t('association.screen.form.unchanged')}</small>}
        </div>
      </form>
      {Notice && notice && <Notice answer={notice.answer} onClose={() => open(notice.row)} />}
    </div>
  );
}
