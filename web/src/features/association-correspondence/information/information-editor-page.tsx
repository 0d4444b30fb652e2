import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  useCreateInformationMutation,
  useGetInformationQuery,
  useListInformationCategoriesQuery,
  usePublishInformationMutation,
  useUpdateInformationMutation,
  useUploadInformationImageMutation,
  type AssocInformation,
} from '../../../api/enhanced/correspondence-information';
import { isAppError, errorText } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { NotFoundPage, PageLoading } from '../../../components/page-states';
import { useNotifier } from '../../../components/toast';
import { useKeptDraft } from '../../../lib/kept-draft';
import { Field } from '../components/field';
import { InformationBody } from '../../../components/information-body';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { Segmented } from '../components/segmented';
import { InformationStatusTag } from '../components/status-tag';
import { markdownToHtml } from '../../../lib/markdown';
import { sanitiseHtml } from '../../../lib/sanitise-html';
import '../correspondence.css';
import { RichTextEditor } from './rich-text-editor';

const FIELDS = ['title', 'categoryId', 'summary', 'body', 'coverImageUrl'] as const;
type FieldName = (typeof FIELDS)[number];
/** The body the editor starts from: HTML as written, older markdown (or plain text) turned into HTML. */
const editableBody = (item?: AssocInformation) => (!item?.body ? '' : item.bodyFormat === 'html' ? item.body : sanitiseHtml(markdownToHtml(item.body)));
type Errors = Partial<Record<FieldName, string>>;
/** What publishing needs beyond a draft (the server refuses to publish without them). */
const REQUIRED_TO_PUBLISH = ['summary', 'body'] as const;
/** A refused publish, carried to the saved item's address so the new editor shows it. */
interface Refusal {
  errors: Errors;
  message: string;
}

/** Buat Informasi, and the edit of a draft or unpublished item: write, preview, save as draft or publish. */
export default function InformationEditorPage() {
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const item = useGetInformationQuery({ id: id ?? 0 }, { skip: id === undefined || !Number.isSafeInteger(id) || id < 1 });
  if (id !== undefined && (!Number.isSafeInteger(id) || id < 1)) return <NotFoundPage />;
  if (id === undefined) return <Editor />;
  if (item.isLoading) return <PageLoading />;
  if (item.error && isAppError(item.error) && item.error.status === 404) return <NotFoundPage />;
  if (item.error || !item.data) return <LoadError error={item.error} onRetry={() => void item.refetch()} />;
  return <Editor key={item.data.id} item={item.data} />;
}

function Editor({ item }: { item?: AssocInformation }) {
  const { t, i18n } = useTranslation();
  const notifier = useNotifier();
  const navigate = useNavigate();
  const carried = (useLocation().state as { refusal?: Refusal } | null)?.refusal;
  const categories = useListInformationCategoriesQuery({ perPage: 100, sort: 'name:asc' });
  const [create, creating] = useCreateInformationMutation();
  const [update, updating] = useUpdateInformationMutation();
  const [publish, publishing] = usePublishInformationMutation();
  const [uploadImage, uploading] = useUploadInformationImageMutation();
  const [values, setValues] = useState({
    title: item?.title ?? '',
    categoryId: item?.categoryId ?? (null as number | null),
    summary: item?.summary ?? '',
    body: editableBody(item),
    coverImageUrl: item?.coverImageUrl ?? '',
  });
  const [errors, setErrors] = useState<Errors>(carried?.errors ?? {});
  const [message, setMessage] = useState<string | null>(carried?.message ?? null);
  const [preview, setPreview] = useState(false);
  const [focusOn, setFocusOn] = useState<FieldName | null>(null);
  const [restored, setRestored] = useState(false);
  const k = 'associationCorrespondence.editor';
  const editable = !item || item.status === 'draft' || item.status === 'unpublished';
  // What was typed survives an idle sign-out: it is back when the same user signs in again.
  const userId = useAppSelector((s) => s.session.user?.id);
  useKeptDraft(`information:${item?.id ?? 'new'}`, editable ? userId : undefined, values, (kept) => {
    setValues(kept);
    setRestored(true);
  });
  // Focus the first field to fix once it is rendered (the body is hidden while previewing).
  useEffect(() => {
    if (!focusOn || preview) return;
    document.getElementById(`information-${focusOn}`)?.focus();
    setFocusOn(null);
  }, [focusOn, preview]);

  function showErrors(found: Errors) {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first === 'body') setPreview(false);
    if (first) setFocusOn(first);
  }

  /** A refused publish in the user's language: the fields it names marked, and why next to the buttons. */
  function refusalOf(error: unknown): Refusal {
    if (!isAppError(error) || error.status !== 409) {
      return { errors: {}, message: errorText(i18n, error) };
    }
    const named = REQUIRED_TO_PUBLISH.filter((f) => error.fields[f] !== undefined);
    return {
      errors: Object.fromEntries(named.map((f) => [f, t(`${k}.requiredToPublish`)])),
      message: t(named.length ? `${k}.publishRefusedFields` : `${k}.publishRefused`),
    };
  }
  const busy = creating.isLoading || updating.isLoading || publishing.isLoading;

  const set = <N extends keyof typeof values>(name: N) => (value: (typeof values)[N]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function save(andPublish: boolean) {
    setMessage(null);
    const missing: Errors = {};
    if (!values.title.trim()) missing.title = t('associationCorrespondence.mailForm.required');
    if (!values.categoryId) missing.categoryId = t('associationCorrespondence.mailForm.required');
    if (andPublish) for (const f of REQUIRED_TO_PUBLISH) if (!values[f].trim()) missing[f] = t(`${k}.requiredToPublish`);
    showErrors(missing);
    if (Object.keys(missing).length) {
      setMessage(andPublish ? t(`${k}.publishRefusedFields`) : null);
      return;
    }
    const cover = values.coverImageUrl || null;
    const body = {
      title: values.title.trim(),
      categoryId: values.categoryId!,
      summary: values.summary,
      body: values.body,
      bodyFormat: 'html' as const,
      // An older cover linked from another site stays as it is until it is replaced or removed.
      ...((!item || cover !== item.coverImageUrl) && { coverImageUrl: cover }),
    };
    let saved: AssocInformation;
    try {
      saved = item ? await update({ id: item.id, body }).unwrap() : await create({ body }).unwrap();
    } catch (error) {
      const onForm = isAppError(error) ? Object.fromEntries(Object.entries(error.fields).filter(([f]) => (FIELDS as readonly string[]).includes(f))) : {};
      showErrors(onForm);
      if (!Object.keys(onForm).length) setMessage(errorText(i18n, error));
      return;
    }
    setRestored(false);
    if (!andPublish) {
      notifier.success(t(`${k}.savedDraft`, { title: saved.title }));
      if (!item) navigate(paths.associationInformationEdit(saved.id), { replace: true });
      return;
    }
    try {
      await publish({ id: saved.id }).unwrap();
      notifier.success(t(`${k}.published`, { title: saved.title }));
      navigate(paths.associationInformation);
    } catch (error) {
      // Saved, but not published: stay on the saved item (what was typed is in it) and say why.
      const refusal = refusalOf(error);
      if (!item) navigate(paths.associationInformationEdit(saved.id), { replace: true, state: { refusal } });
      else {
        showErrors(refusal.errors);
        setMessage(refusal.message);
      }
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };
  /** An image uploaded for the saved article: its address, or null when refused (the toast says why). */
  const upload = item
    ? async (file: File): Promise<string | null> => {
        try {
          return (await uploadImage({ id: item.id, filename: file.name, body: file }).unwrap()).url;
        } catch (error) {
          notifier.apiError(error);
          return null;
        }
      }
    : undefined;
  const coverInput = useRef<HTMLInputElement>(null);
  async function chooseCover(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    const url = file && upload ? await upload(file) : null;
    if (url) set('coverImageUrl')(url);
  }

  const aria = (name: FieldName) => ({ invalid: Boolean(errors[name]), 'aria-invalid': Boolean(errors[name]) || undefined, 'aria-describedby': errors[name] ? `information-${name}-error` : undefined });

  return (
    <div className="ac-page">
      <Link to={paths.associationInformation} className="ac-back">
        <i className="pi pi-arrow-left" aria-hidden /> {t(`${k}.back`)}
      </Link>
      <PageHeader title={t(item ? `${k}.editTitle` : `${k}.createTitle`)} subtitle={item ? item.title : t(`${k}.subtitle`)} actions={item && <InformationStatusTag status={item.status} />} />
      {!editable && <Message severity="warn" text={t(`${k}.notEditable.${item!.status}`)} className="ac-block-message" />}
      {restored && <Message severity="info" text={t('keptDraft.restored')} className="ac-block-message" />}
      <form className="ac-card card-surface ac-editor" onSubmit={submit} noValidate>
        <Field id="information-title" label={t(`${k}.title`)} error={errors.title} required>
          <InputText id="information-title" value={values.title} maxLength={200} disabled={!editable} onChange={(e) => set('title')(e.target.value)} {...aria('title')} />
        </Field>
        <div className="ac-form-grid">
          <Field id="information-categoryId" label={t(`${k}.category`)} error={errors.categoryId} required>
            <Dropdown
              inputId="information-categoryId"
              value={values.categoryId}
              options={(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              placeholder={t('associationCorrespondence.mailForm.choose')}
              loading={categories.isFetching}
              disabled={!editable}
              onChange={(e) => set('categoryId')(Number(e.value))}
              {...aria('categoryId')}
            />
          </Field>
          <Field id="information-coverImageUrl" label={t(`${k}.cover`)} error={errors.coverImageUrl} hint={t(item ? `${k}.coverHint` : `${k}.rich.imageAfterSave`)}>
            <div className="ac-cover">
              {values.coverImageUrl && <img src={values.coverImageUrl} alt={t(`${k}.coverAlt`)} />}
              <input ref={coverInput} type="file" accept="image/jpeg,image/png,.jpg,.jpeg,.png" hidden onChange={(e) => void chooseCover(e)} data-testid="cover-input" />
              <Button
                type="button"
                id="information-coverImageUrl"
                icon="pi pi-image"
                label={t(values.coverImageUrl ? `${k}.coverReplace` : `${k}.coverUpload`)}
                outlined
                loading={uploading.isLoading}
                disabled={!editable || !upload}
                onClick={() => coverInput.current?.click()}
                aria-describedby={errors.coverImageUrl ? 'information-coverImageUrl-error' : undefined}
              />
              {values.coverImageUrl && editable && <Button type="button" icon="pi pi-times" text severity="secondary" label={t(`${k}.coverRemove`)} onClick={() => set('coverImageUrl')('')} />}
            </div>
          </Field>
        </div>
        <Field id="information-summary" label={t(`${k}.summary`)} error={errors.summary} hint={t(`${k}.summaryHint`)}>
          <InputTextarea id="information-summary" rows={2} maxLength={500} value={values.summary} disabled={!editable} onChange={(e) => set('summary')(e.target.value)} {...aria('summary')} />
        </Field>
        <div className="ac-body-head">
          <span id="information-body-label" className="ac-body-label">{t(`${k}.body`)}</span>
          <div className="ac-body-switches">
            <Segmented
              label={t(`${k}.mode`)}
              value={preview ? 'preview' : 'write'}
              options={[
                { value: 'write', label: t(`${k}.write`) },
                { value: 'preview', label: t(`${k}.preview`) },
              ]}
              onChange={(v) => setPreview(v === 'preview')}
            />
          </div>
        </div>
        {preview ? (
          <div className="ac-preview" aria-label={t(`${k}.preview`)}>
            {values.body.trim() ? <InformationBody body={values.body} format="html" /> : <p className="muted">{t(`${k}.emptyBody`)}</p>}
          </div>
        ) : (
          <>
            <RichTextEditor
              id="information-body"
              value={values.body}
              onChange={(html) => set('body')(html)}
              disabled={!editable}
              invalid={Boolean(errors.body)}
              labelledBy="information-body-label"
              describedBy={errors.body ? 'information-body-error' : undefined}
              onImage={editable ? upload : undefined}
            />
            {errors.body && (
              <small id="information-body-error" className="p-error" role="alert">
                {errors.body}
              </small>
            )}
          </>
        )}
        {message && (
          <div role="alert" className="ac-form-message">
            <Message severity="error" text={message} className="ac-block-message" />
          </div>
        )}
        {editable && (
          <div className="ac-form-actions">
            <Button type="submit" label={t(item?.status === 'unpublished' ? `${k}.save` : `${k}.saveDraft`)} icon="pi pi-save" outlined loading={busy && !publishing.isLoading} disabled={busy} />
            <Button type="button" label={t(`${k}.publish`)} icon="pi pi-send" loading={publishing.isLoading} disabled={busy} onClick={() => void save(true)} />
          </div>
        )}
      </form>
    </div>
  );
}
