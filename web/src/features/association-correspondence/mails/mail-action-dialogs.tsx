import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError } from '../../../api/errors';
import { useCompleteMailMutation, useDispositionMailMutation, type AssocMail } from '../../../api/enhanced/correspondence-mails';
import { useNotifier } from '../../../components/toast';
import { DispositionDivisionSelect } from '../components/division-picker';
import { Field } from '../components/field';
import { today } from '../lib/format';
import { DateInput } from '../../../components/date-input';
import { AssigneePicker, type Assignee } from './assignee-picker';

type Errors = Record<string, string | undefined>;

/** Runs a workflow request: field errors go onto the form, anything else (a 409) shows in the dialog. */
function useSubmit(fields: readonly string[]) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  async function run(request: () => Promise<unknown>, done: () => void) {
    setMessage(null);
    try {
      await request();
      done();
    } catch (error) {
      const known = isAppError(error) ? error : null;
      const onForm = Object.fromEntries(Object.entries(known?.fields ?? {}).filter(([f]) => fields.includes(f)));
      setErrors(onForm);
      if (Object.keys(onForm).length === 0) setMessage(known ? t(known.message, { defaultValue: known.message }) : t('errors.unexpected'));
    }
  }
  return { errors, setErrors, message, run };
}

function ActionDialog({ title, busy, submitLabel, message, onHide, onSubmit, children }: { title: string; busy: boolean; submitLabel: string; message: string | null; onHide: () => void; onSubmit: (e: FormEvent) => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog header={title} visible onHide={onHide} className="ac-dialog" modal>
      <form onSubmit={onSubmit} noValidate className="ac-form">
        {message && <Message severity="error" text={message} className="ac-dialog-message" />}
        {children}
        <div className="ac-form-actions">
          <Button type="button" label={t('associationCorrespondence.common.cancel')} outlined severity="secondary" onClick={onHide} />
          <Button type="submit" label={submitLabel} icon="pi pi-check" loading={busy} />
        </div>
      </form>
    </Dialog>
  );
}

const DISPOSITION_FIELDS = ['instruction', 'assigneeId', 'assigneeRole', 'divisionId', 'dueDate'] as const;

/** Dispositions the letter: instruction, target division, assignee (one of its staff, and a role) and due date. */
export function DispositionDialog({ mail, onHide }: { mail: AssocMail; onHide: () => void }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [disposition, state] = useDispositionMailMutation();
  const { errors, setErrors, message, run } = useSubmit(DISPOSITION_FIELDS);
  const [values, setValues] = useState({ instruction: '', assigneeRole: '', dueDate: '', divisionId: mail.dispositionDivisionId ?? mail.divisionId });
  const [assignee, setAssignee] = useState<Assignee | null>(null);
  const k = 'associationCorrespondence.disposition';
  const set = (name: keyof typeof values) => (value: string | number) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const aria = (name: string) => ({ invalid: Boolean(errors[name]), 'aria-invalid': Boolean(errors[name]) || undefined, 'aria-describedby': errors[name] ? `disposition-${name}-error` : undefined });

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Errors = {};
    for (const name of ['instruction', 'dueDate'] as const) if (!values[name].trim()) missing[name] = t('associationCorrespondence.mailForm.required');
    if (!assignee) missing.assigneeId = t('associationCorrespondence.disposition.assigneeRequired');
    setErrors(missing);
    if (!assignee || Object.keys(missing).length) return;
    const body = {
      instruction: values.instruction.trim(),
      assigneeId: assignee.id,
      assigneeRole: values.assigneeRole.trim() || undefined,
      divisionId: values.divisionId,
      dueDate: values.dueDate,
    };
    void run(() => disposition({ id: mail.id, body }).unwrap(), () => {
      notifier.success(t(`${k}.done`, { assignee: assignee.fullName }));
      onHide();
    });
  }

  return (
    <ActionDialog title={t(`${k}.title`)} busy={state.isLoading} submitLabel={t(`${k}.submit`)} message={message} onHide={onHide} onSubmit={submit}>
      <Field id="disposition-instruction" label={t(`${k}.instruction`)} error={errors.instruction} required>
        <InputTextarea id="disposition-instruction" rows={3} maxLength={1000} value={values.instruction} onChange={(e) => set('instruction')(e.target.value)} {...aria('instruction')} />
      </Field>
      <Field id="disposition-divisionId" label={t(`${k}.division`)} error={errors.divisionId}>
        <DispositionDivisionSelect
          inputId="disposition-divisionId"
          addressed={{ id: mail.divisionId, name: mail.divisionName }}
          value={values.divisionId}
          onChange={(id) => {
            set('divisionId')(id);
            if (id !== values.divisionId) setAssignee(null);
          }}
          invalid={Boolean(errors.divisionId)}
          describedBy={errors.divisionId ? 'disposition-divisionId-error' : undefined}
        />
      </Field>
      <Field id="disposition-assigneeId" label={t(`${k}.assignee`)} error={errors.assigneeId} required>
        <AssigneePicker
          inputId="disposition-assigneeId"
          mailId={mail.id}
          divisionId={values.divisionId}
          value={assignee}
          onChange={(picked) => {
            setAssignee(picked);
            setErrors((e) => ({ ...e, assigneeId: undefined }));
          }}
          invalid={Boolean(errors.assigneeId)}
          describedBy={errors.assigneeId ? 'disposition-assigneeId-error' : undefined}
        />
      </Field>
      <Field id="disposition-assigneeRole" label={t(`${k}.assigneeRole`)} error={errors.assigneeRole}>
        <InputText id="disposition-assigneeRole" maxLength={120} value={values.assigneeRole} onChange={(e) => set('assigneeRole')(e.target.value)} {...aria('assigneeRole')} />
      </Field>
      <Field id="disposition-dueDate" label={t(`${k}.dueDate`)} error={errors.dueDate} required>
        <DateInput id="disposition-dueDate" min={mail.receivedDate > today() ? today() : mail.receivedDate} value={values.dueDate} onChange={set('dueDate')} {...aria('dueDate')} />
      </Field>
    </ActionDialog>
  );
}

/** Completes a letter in progress with what was done. */
export function CompleteDialog({ mail, onHide }: { mail: AssocMail; onHide: () => void }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [complete, state] = useCompleteMailMutation();
  const { errors, setErrors, message, run } = useSubmit(['resolution']);
  const [resolution, setResolution] = useState('');
  const k = 'associationCorrespondence.complete';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!resolution.trim()) {
      setErrors({ resolution: t('associationCorrespondence.mailForm.required') });
      return;
    }
    void run(() => complete({ id: mail.id, body: { resolution: resolution.trim() } }).unwrap(), () => {
      notifier.success(t(`${k}.done`));
      onHide();
    });
  }

  return (
    <ActionDialog title={t(`${k}.title`)} busy={state.isLoading} submitLabel={t(`${k}.submit`)} message={message} onHide={onHide} onSubmit={submit}>
      <Field id="complete-resolution" label={t(`${k}.resolution`)} error={errors.resolution} required>
        <InputTextarea
          id="complete-resolution"
          rows={4}
          maxLength={1000}
          value={resolution}
          onChange={(e) => {
            setResolution(e.target.value);
            setErrors({});
          }}
          invalid={Boolean(errors.resolution)}
          aria-invalid={Boolean(errors.resolution) || undefined}
          aria-describedby={errors.resolution ? 'complete-resolution-error' : undefined}
        />
      </Field>
    </ActionDialog>
  );
}
