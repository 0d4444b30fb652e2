import { Button } from 'primereact/button';
import { Chips } from 'primereact/chips';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useComposeEmailMutation } from '../../../api/enhanced/email';
import { useNotifier } from '../../../components/toast';
import { Field } from '../../auth/field';
import { isAddress, textToHtml } from './email-utils';

export interface ComposeDraft {
  title: 'new' | 'reply' | 'forward';
  to: string[];
  cc: string[];
  subject: string;
  /** Plain text; blank lines separate paragraphs. */
  message: string;
}

export const emptyDraft: ComposeDraft = { title: 'new', to: [], cc: [], subject: '', message: '' };

type Field = 'to' | 'cc' | 'bcc' | 'subject' | 'message';
const FIELDS: Field[] = ['to', 'cc', 'bcc', 'subject', 'message'];

interface Props {
  draft: ComposeDraft;
  onHide(): void;
  /** After a draft is saved or a message sent. */
  onDone(folder: 'draft' | 'sent'): void;
}

/** Addresses typed into a chips box: split on commas, semicolons and spaces. */
const addresses = (values: string[]) => values.flatMap((v) => v.split(/[\s,;]+/)).map((v) => v.trim()).filter(Boolean);

/** New message, reply or forward: send it (folder sent) or keep it as a draft (folder draft). */
export function ComposeDialog({ draft, onHide, onDone }: Props) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [compose, { isLoading }] = useComposeEmailMutation();
  const [to, setTo] = useState(draft.to);
  const [cc, setCc] = useState(draft.cc);
  const [bcc, setBcc] = useState<string[]>([]);
  const [showCopies, setShowCopies] = useState(draft.cc.length > 0);
  const [subject, setSubject] = useState(draft.subject);
  const [message, setMessage] = useState(draft.message);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState<'draft' | 'sent' | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Something written beyond what the dialog opened with (a reply opens with the quote): discarding it asks first.
  const written =
    subject !== draft.subject || message !== draft.message || to.join() !== draft.to.join() || cc.join() !== draft.cc.join() || bcc.length > 0;
  const discard = () => (written ? setConfirmDiscard(true) : onHide());

  async function submit(folder: 'draft' | 'sent', event?: FormEvent) {
    event?.preventDefault();
    const lists = { to: addresses(to), cc: addresses(cc), bcc: addresses(bcc) };
    const found: Partial<Record<Field, string>> = {};
    if (lists.to.length === 0) found.to = t('email.compose.errors.toRequired');
    for (const key of ['to', 'cc', 'bcc'] as const) {
      const bad = lists[key].filter((a) => !isAddress(a));
      if (bad.length > 0) found[key] = t('email.compose.errors.invalid', { addresses: bad.join(', ') });
    }
    if (folder === 'sent' && !subject.trim() && !message.trim()) found.message = t('email.compose.errors.empty');
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setPending(folder);
    const result = await compose({
      body: {
        to: lists.to.map((email) => ({ email })),
        ...(lists.cc.length > 0 ? { cc: lists.cc } : {}),
        ...(lists.bcc.length > 0 ? { bcc: lists.bcc } : {}),
        subject: subject.trim(),
        message: message.trim() ? textToHtml(message) : '',
        folder,
      },
    });
    setPending(null);
    if (result.error) {
      // Server field paths look like "to.0.email": show them on the field they belong to.
      const fields = 'fields' in result.error ? result.error.fields : {};
      const onForm = Object.keys(fields).filter((f) => FIELDS.includes(f.split('.')[0] as Field));
      const shown = notifier.apiError(result.error, onForm);
      setErrors(Object.fromEntries(Object.entries(shown).map(([k, v]) => [k.split('.')[0], v])));
      return;
    }
    notifier.success(folder === 'draft' ? t('email.compose.saved') : t('email.compose.sent'));
    onDone(folder);
  }

  const describedBy = (field: Field) => (errors[field] ? `compose-${field}-error` : undefined);
  const title = t(`email.compose.title.${draft.title}`);
  const footer = (
    <div className="email-compose-actions">
      <Button type="button" label={t('email.compose.discard')} text severity="secondary" onClick={discard} disabled={isLoading} />
      <Button type="button" label={t('email.compose.saveDraft')} icon="pi pi-save" outlined loading={pending === 'draft'} disabled={isLoading} onClick={() => void submit('draft')} />
      <Button type="submit" form="email-compose-form" label={t('email.compose.send')} icon="pi pi-send" loading={pending === 'sent'} disabled={isLoading} />
    </div>
  );

  return (
    <Dialog visible onHide={discard} header={title} footer={footer} className="email-compose" modal dismissableMask={false} breakpoints={{ '640px': '100vw' }}>
      <ConfirmDialog
        visible={confirmDiscard}
        onHide={() => setConfirmDiscard(false)}
        header={t('email.compose.discardConfirm.title')}
        message={t('email.compose.discardConfirm.message')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('email.compose.discardConfirm.confirm')}
        rejectLabel={t('email.compose.discardConfirm.keep')}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={onHide}
      />
      <form id="email-compose-form" onSubmit={(e) => void submit('sent', e)} noValidate aria-label={title}>
        <Field id="compose-to" label={t('email.compose.to')} error={errors.to}>
          <Chips
            inputId="compose-to"
            value={to}
            onChange={(e) => setTo(e.value ?? [])}
            separator=","
            addOnBlur
            allowDuplicate={false}
            invalid={Boolean(errors.to)}
            aria-describedby={describedBy('to')}
            placeholder={to.length === 0 ? t('email.compose.toPlaceholder') : undefined}
          />
        </Field>
        {showCopies ? (
          <>
            <Field id="compose-cc" label={t('email.compose.cc')} error={errors.cc}>
              <Chips inputId="compose-cc" value={cc} onChange={(e) => setCc(e.value ?? [])} separator="," addOnBlur allowDuplicate={false} invalid={Boolean(errors.cc)} aria-describedby={describedBy('cc')} />
            </Field>
            <Field id="compose-bcc" label={t('email.compose.bcc')} error={errors.bcc}>
              <Chips inputId="compose-bcc" value={bcc} onChange={(e) => setBcc(e.value ?? [])} separator="," addOnBlur allowDuplicate={false} invalid={Boolean(errors.bcc)} aria-describedby={describedBy('bcc')} />
            </Field>
          </>
        ) : (
          <Button type="button" link label={t('email.compose.addCopies')} className="email-compose-copies" onClick={() => setShowCopies(true)} />
        )}
        <Field id="compose-subject" label={t('email.compose.subject')} error={errors.subject}>
          <InputText id="compose-subject" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={300} invalid={Boolean(errors.subject)} aria-describedby={describedBy('subject')} />
        </Field>
        <Field id="compose-message" label={t('email.compose.message')} error={errors.message}>
          <InputTextarea id="compose-message" value={message} onChange={(e) => setMessage(e.target.value)} rows={10} invalid={Boolean(errors.message)} aria-describedby={describedBy('message')} />
        </Field>
      </form>
    </Dialog>
  );
}
