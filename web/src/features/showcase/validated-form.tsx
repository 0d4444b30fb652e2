import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifier } from '../../components/toast';
import { Field } from '../auth/field';
import { CITIES } from './choice-fields';
import { ShowcaseSection } from './section';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMPTY = { name: '', email: '', age: null as number | null, city: null as string | null, terms: false };
type Form = typeof EMPTY;
type Errors = Partial<Record<keyof Form, string>>;

/** A small form validated in the browser. It is not connected to the server, and says so when it is valid. */
export function ValidatedForm() {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [valid, setValid] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setValid(false);
  };

  function validate(f: Form): Errors {
    const e: Errors = {};
    if (f.name.trim().length < 3) e.name = t('showcase.forms.errors.name', { min: 3 });
    if (!EMAIL.test(f.email.trim())) e.email = t('showcase.forms.errors.email');
    if (f.age === null || f.age < 18 || f.age > 100) e.age = t('showcase.forms.errors.age', { min: 18, max: 100 });
    if (!f.city) e.city = t('showcase.forms.errors.city');
    if (!f.terms) e.terms = t('showcase.forms.errors.terms');
    return e;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = validate(form);
    setErrors(next);
    const ok = Object.keys(next).length === 0;
    setValid(ok);
    if (ok) notifier.success(t('showcase.forms.validToast'));
  }

  const described = (key: keyof Form) => (errors[key] ? `vf-${key}-error` : undefined);

  return (
    <ShowcaseSection title={t('showcase.forms.validation')} description={t('showcase.forms.validationHint')}>
      <form className="showcase-form" onSubmit={onSubmit} noValidate aria-label={t('showcase.forms.validation')}>
        <div className="showcase-fields">
          <Field id="vf-name" label={t('showcase.forms.fullName')} error={errors.name}>
            <InputText id="vf-name" value={form.name} onChange={(e) => set('name', e.target.value)} invalid={Boolean(errors.name)} aria-describedby={described('name')} />
          </Field>
          <Field id="vf-email" label={t('showcase.forms.email')} error={errors.email}>
            <InputText id="vf-email" type="email" value={form.email} onChange={(e) => set('email', e.target.value)} invalid={Boolean(errors.email)} aria-describedby={described('email')} />
          </Field>
          <Field id="vf-age" label={t('showcase.forms.age')} error={errors.age}>
            <InputNumber inputId="vf-age" value={form.age} onValueChange={(e) => set('age', e.value ?? null)} useGrouping={false} invalid={Boolean(errors.age)} aria-describedby={described('age')} />
          </Field>
          <Field id="vf-city" label={t('showcase.forms.city')} error={errors.city}>
            <Dropdown inputId="vf-city" value={form.city} options={CITIES} onChange={(e) => set('city', e.value as string)} placeholder={t('showcase.forms.chooseCity')} panelClassName="showcase-overlay" invalid={Boolean(errors.city)} aria-describedby={described('city')} />
          </Field>
        </div>
        <div className="field-checkbox">
          <Checkbox inputId="vf-terms" checked={form.terms} onChange={(e) => set('terms', Boolean(e.checked))} invalid={Boolean(errors.terms)} aria-describedby={described('terms')} />
          <label htmlFor="vf-terms">{t('showcase.forms.terms')}</label>
        </div>
        {errors.terms && (
          <small id="vf-terms-error" className="p-error" role="alert">
            {errors.terms}
          </small>
        )}
        <div className="showcase-actions">
          <Button type="submit" label={t('showcase.forms.submit')} icon="pi pi-check" />
          <Button
            type="button"
            label={t('showcase.forms.reset')}
            severity="secondary"
            outlined
            onClick={() => {
              setForm(EMPTY);
              setErrors({});
              setValid(false);
            }}
          />
        </div>
        {valid && <Message severity="success" text={t('showcase.forms.valid')} />}
      </form>
    </ShowcaseSection>
  );
}
