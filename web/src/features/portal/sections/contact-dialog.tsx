import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePortalContactMutation, type PortalProfile, type UpdatePortalContactApiArg } from '../../../api/enhanced/portal';
import { useNotifier } from '../../../components/toast';

const FIELDS = ['email', 'phone', 'address'] as const;
type Field = (typeof FIELDS)[number];

/** Corrects his email, phone and address: only what changed is sent; the server's field errors land on the fields. */
export function ContactDialog({ profile, onHide }: { profile: PortalProfile; onHide: () => void }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [save, saving] = useUpdatePortalContactMutation();
  const [values, setValues] = useState<Record<Field, string>>({ email: profile.email, phone: profile.phone, address: profile.address });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const k = 'portal.contact';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: UpdatePortalContactApiArg['body'] = {};
    for (const field of FIELDS) if (values[field].trim() !== profile[field]) body[field] = values[field].trim();
    if (Object.keys(body).length === 0) return onHide();
    try {
      await save({ body }).unwrap();
      notifier.success(t(`${k}.saved`));
      onHide();
    } catch (error) {
      setErrors(notifier.apiError(error, FIELDS));
    }
  }

  const field = (name: Field, input: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode) => (
    <div className="mp-field">
      <label htmlFor={`contact-${name}`}>{t(`portal.profile.${name}`)}</label>
      {input({ id: `contact-${name}`, 'aria-invalid': Boolean(errors[name]), ...(errors[name] && { 'aria-describedby': `contact-${name}-error` }) })}
      {errors[name] && (
        <small id={`contact-${name}-error`} className="p-error" role="alert">
          {errors[name]}
        </small>
      )}
    </div>
  );
  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  return (
    <Dialog header={t(`${k}.title`)} visible onHide={onHide} className="mp-dialog" modal>
      <form className="mp-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t(`${k}.help`)}</p>
        {field('email', (props) => <InputText {...props} type="email" required maxLength={254} value={values.email} onChange={(e) => set('email')(e.target.value)} />)}
        {field('phone', (props) => <InputText {...props} type="tel" maxLength={25} placeholder="+62 812-3456-7890" value={values.phone} onChange={(e) => set('phone')(e.target.value)} />)}
        {field('address', (props) => <InputTextarea {...props} rows={3} maxLength={500} value={values.address} onChange={(e) => set('address')(e.target.value)} />)}
        <div className="mp-form-actions">
          <Button type="button" label={t('portal.common.cancel')} outlined onClick={onHide} />
          <Button type="submit" label={t('portal.common.save')} icon="pi pi-check" loading={saving.isLoading} />
        </div>
      </form>
    </Dialog>
  );
}
