import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPortalDataUpdateMutation, type PortalProfile, type RequestPortalDataUpdateApiArg } from '../../../api/enhanced/portal';
import { useNotifier } from '../../../components/toast';
import { GENDERS, SPECIALTIES } from '../lib/enums';
import { DateInput } from '../../../components/date-input';

const FIELDS = ['fullName', 'gender', 'birthDate', 'birthPlace', 'specialty'] as const;
type Field = (typeof FIELDS)[number];
type Changes = RequestPortalDataUpdateApiArg['body']['changes'];

/**
 * Asks his branch to change what he may not change himself (name, gender, birth, specialty): the form starts from
 * his record and sends only what differs, with a note for the branch. The branch checks his documents and approves.
 */
export function ChangeRequestDialog({ profile, onHide }: { profile: PortalProfile; onHide: () => void }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [send, sending] = useRequestPortalDataUpdateMutation();
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: profile.fullName,
    gender: profile.gender,
    birthDate: profile.birthDate,
    birthPlace: profile.birthPlace,
    specialty: profile.specialty,
  });
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const k = 'portal.change';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changes = Object.fromEntries(FIELDS.filter((f) => values[f].trim() !== profile[f]).map((f) => [f, values[f].trim()])) as Changes;
    if (Object.keys(changes).length === 0) return setErrors({ form: t(`${k}.nothingChanged`) });
    try {
      await send({ body: { changes, ...(note.trim() && { note: note.trim() }) } }).unwrap();
      notifier.success(t(`${k}.sent`, { branch: profile.divisionName }));
      onHide();
    } catch (error) {
      // Field errors name changes.<field> (the body's path) or the field alone (checks on the value).
      const known = [...FIELDS, ...FIELDS.map((f) => `changes.${f}`)];
      const fields = notifier.apiError(error, known);
      setErrors(Object.fromEntries(Object.entries(fields).map(([f, message]) => [f.replace(/^changes\./, ''), message])));
    }
  }

  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const field = (name: Field, input: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode) => (
    <div className="mp-field">
      <label htmlFor={`change-${name}`}>{t(`portal.profile.${name}`)}</label>
      {input({ id: `change-${name}`, 'aria-invalid': Boolean(errors[name]), ...(errors[name] && { 'aria-describedby': `change-${name}-error` }) })}
      {errors[name] && (
        <small id={`change-${name}-error`} className="p-error" role="alert">
          {errors[name]}
        </small>
      )}
    </div>
  );
  const options = (values: readonly string[], group: string) => values.map((value) => ({ value, label: t(`portal.enums.${group}.${value}`) }));

  return (
    <Dialog header={t(`${k}.title`)} visible onHide={onHide} className="mp-dialog" modal>
      <form className="mp-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t(`${k}.help`, { branch: profile.divisionName })}</p>
        {field('fullName', (props) => <InputText {...props} maxLength={160} value={values.fullName} onChange={(e) => set('fullName')(e.target.value)} />)}
        {field('gender', (props) => (
          <Dropdown inputId={props.id} aria-invalid={props['aria-invalid']} value={values.gender} options={options(GENDERS, 'gender')} onChange={(e) => set('gender')(e.value as string)} />
        ))}
        {field('birthPlace', (props) => <InputText {...props} maxLength={120} value={values.birthPlace} onChange={(e) => set('birthPlace')(e.target.value)} />)}
        {field('birthDate', (props) => (
          <DateInput {...props} value={values.birthDate} onChange={set('birthDate')} />
        ))}
        {field('specialty', (props) => (
          <Dropdown inputId={props.id} aria-invalid={props['aria-invalid']} value={values.specialty} options={options(SPECIALTIES, 'specialty')} onChange={(e) => set('specialty')(e.value as string)} />
        ))}
        <div className="mp-field">
          <label htmlFor="change-note">{t(`${k}.note`)}</label>
          <InputTextarea id="change-note" rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          <small className="muted">{t(`${k}.noteHelp`)}</small>
        </div>
        {errors.form && (
          <small className="p-error" role="alert">
            {errors.form}
          </small>
        )}
        <div className="mp-form-actions">
          <Button type="button" label={t('portal.common.cancel')} outlined onClick={onHide} />
          <Button type="submit" label={t(`${k}.submit`)} icon="pi pi-send" loading={sending.isLoading} />
        </div>
      </form>
    </Dialog>
  );
}
