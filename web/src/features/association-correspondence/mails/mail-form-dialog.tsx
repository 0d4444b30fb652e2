import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssocDivision } from '../../../api/enhanced/association-divisions';
import { useCreateMailMutation, useUpdateMailMutation, type AssocMail, type CreateMailApiArg } from '../../../api/enhanced/correspondence-mails';
import { useNotifier } from '../../../components/toast';
import { DivisionSearch } from '../components/division-picker';
import { Field } from '../components/field';
import { today } from '../lib/format';
import { MAIL_CATEGORIES, MAIL_PRIORITIES } from './options';
import { DateInput } from '../../../components/date-input';

type Body = CreateMailApiArg['body'];
const FIELDS = ['number', 'letterDate', 'receivedDate', 'sender', 'subject', 'category', 'priority', 'summary', 'divisionId'] as const;
type FieldName = (typeof FIELDS)[number];

function initial(mail?: AssocMail) {
  return {
    number: mail?.number ?? '',
    letterDate: mail?.letterDate ?? '',
    receivedDate: mail?.receivedDate ?? today(),
    sender: mail?.sender ?? '',
    subject: mail?.subject ?? '',
    category: mail?.category ?? '',
    priority: mail?.priority ?? 'normal',
    summary: mail?.summary ?? '',
  };
}

/** Registers a letter (or corrects a registered one); the server's field errors show on their fields. */
export function MailFormDialog({ mail, onHide, onSaved }: { mail?: AssocMail; onHide: () => void; onSaved: (mail: AssocMail) => void }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [create, creating] = useCreateMailMutation();
  const [updateMail, updating] = useUpdateMailMutation();
  const [values, setValues] = useState(initial(mail));
  const [division, setDivision] = useState<AssocDivision | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const k = 'associationCorrespondence.mailForm';
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Partial<Record<FieldName, string>> = {};
    for (const name of ['number', 'letterDate', 'sender', 'subject', 'category'] as const) if (!values[name].trim()) missing[name] = t(`${k}.required`);
    if (!mail && !division) missing.divisionId = t(`${k}.required`);
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const body = { ...values, category: values.category as Body['category'], priority: values.priority as Body['priority'] };
    try {
      const saved = mail
        ? await updateMail({ id: mail.id, body }).unwrap()
        : await create({ body: { ...body, divisionId: division!.id } }).unwrap();
      notifier.success(t(mail ? `${k}.saved` : `${k}.registered`, { agenda: saved.agendaNumber }));
      onSaved(saved);
    } catch (error) {
      setErrors(notifier.apiError(error, FIELDS));
    }
  }

  const err = (name: FieldName) => errors[name];
  const aria = (name: FieldName) => ({ invalid: Boolean(err(name)), 'aria-invalid': Boolean(err(name)) || undefined, 'aria-describedby': err(name) ? `mail-${name}-error` : undefined });
  return (
    <Dialog header={t(mail ? `${k}.editTitle` : `${k}.title`)} visible onHide={onHide} className="ac-dialog ac-dialog-wide" modal>
      <form onSubmit={submit} noValidate className="ac-form-grid">
        <Field id="mail-number" label={t(`${k}.number`)} error={err('number')} required>
          <InputText id="mail-number" value={values.number} maxLength={100} onChange={(e) => set('number')(e.target.value)} {...aria('number')} />
        </Field>
        <Field id="mail-sender" label={t(`${k}.sender`)} error={err('sender')} required>
          <InputText id="mail-sender" value={values.sender} maxLength={200} onChange={(e) => set('sender')(e.target.value)} {...aria('sender')} />
        </Field>
        <Field id="mail-letterDate" label={t(`${k}.letterDate`)} error={err('letterDate')} required>
          <DateInput id="mail-letterDate" value={values.letterDate} max={today()} onChange={set('letterDate')} {...aria('letterDate')} />
        </Field>
        <Field id="mail-receivedDate" label={t(`${k}.receivedDate`)} error={err('receivedDate')}>
          <DateInput id="mail-receivedDate" value={values.receivedDate} max={today()} onChange={set('receivedDate')} {...aria('receivedDate')} />
        </Field>
        <Field id="mail-subject" label={t(`${k}.subject`)} error={err('subject')} required wide>
          <InputText id="mail-subject" value={values.subject} maxLength={300} onChange={(e) => set('subject')(e.target.value)} {...aria('subject')} className="ac-fill" />
        </Field>
        <Field id="mail-category" label={t(`${k}.category`)} error={err('category')} required>
          <Dropdown
            inputId="mail-category"
            value={values.category}
            placeholder={t(`${k}.choose`)}
            options={MAIL_CATEGORIES.map((c) => ({ value: c, label: t(`associationCorrespondence.mailCategory.${c}`) }))}
            onChange={(e) => set('category')(String(e.value))}
            {...aria('category')}
          />
        </Field>
        <Field id="mail-priority" label={t(`${k}.priority`)} error={err('priority')}>
          <Dropdown
            inputId="mail-priority"
            value={values.priority}
            options={MAIL_PRIORITIES.map((p) => ({ value: p, label: t(`associationCorrespondence.priority.${p}`) }))}
            onChange={(e) => set('priority')(String(e.value))}
            {...aria('priority')}
          />
        </Field>
        {mail ? (
          <Field id="mail-division" label={t(`${k}.division`)} hint={t(`${k}.divisionFixed`)}>
            <InputText id="mail-division" value={mail.divisionName} disabled />
          </Field>
        ) : (
          <Field id="mail-divisionId" label={t(`${k}.division`)} error={err('divisionId')} required>
            <DivisionSearch inputId="mail-divisionId" value={division} onChange={(d) => { setDivision(d); setErrors((e) => ({ ...e, divisionId: undefined })); }} invalid={Boolean(err('divisionId'))} describedBy={err('divisionId') ? 'mail-divisionId-error' : undefined} />
          </Field>
        )}
        <Field id="mail-summary" label={t(`${k}.summary`)} error={err('summary')} wide>
          <InputTextarea id="mail-summary" value={values.summary} rows={4} maxLength={2000} onChange={(e) => set('summary')(e.target.value)} {...aria('summary')} />
        </Field>
        <div className="ac-form-actions">
          <Button type="button" label={t('associationCorrespondence.common.cancel')} outlined severity="secondary" onClick={onHide} />
          <Button type="submit" label={t(mail ? `${k}.save` : `${k}.submit`)} icon="pi pi-check" loading={creating.isLoading || updating.isLoading} />
        </div>
      </form>
    </Dialog>
  );
}
