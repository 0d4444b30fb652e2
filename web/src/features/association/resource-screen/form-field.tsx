import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from './field-value';
import { DateInput } from '../../../components/date-input';
import { intlLocale } from '../../../lib/dates';
import { ReferenceInput } from './reference-input';
import type { FormFieldConfig } from './types';

export type FormValue = string | number | boolean | null;

interface Props {
  resource: string;
  field: FormFieldConfig;
  value: FormValue;
  error?: string;
  onChange: (value: FormValue) => void;
}

/** One form field: its label, the PrimeReact input its type calls for, a hint and the error it got. */
export function FormField({ resource, field, value, error, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = `rs-form-${resource}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const label = t(`association.resources.${resource}.fields.${field.name}`);
  const common = { invalid: Boolean(error), 'aria-describedby': describedBy, 'aria-required': field.required };

  let input: ReactNode;
  switch (field.type) {
    case 'longText':
      input = <InputTextarea id={id} value={String(value ?? '')} rows={3} autoResize maxLength={field.maxLength} onChange={(e) => onChange(e.target.value)} {...common} />;
      break;
    case 'number':
    case 'percent':
    case 'money':
      // onValueChange fires only when the input loses focus: with it alone, an edit whose only change is a number
      // keeps Save disabled until the person leaves the field, and the first click on Save does nothing. onChange
      // follows every keystroke; onValueChange still brings in the value as clamped on blur.
      input = (
        <InputNumber
          inputId={id}
          value={typeof value === 'number' ? value : null}
          onChange={(e) => onChange(e.value ?? null)}
          onValueChange={(e) => onChange(e.value ?? null)}
          min={field.min}
          max={field.max}
          minFractionDigits={field.fractionDigits ? 0 : undefined}
          maxFractionDigits={field.fractionDigits ?? 0}
          useGrouping={field.type === 'money'}
          locale={intlLocale(i18n.language)}
          suffix={field.type === 'percent' ? ' %' : undefined}
          prefix={field.type === 'money' ? 'Rp ' : undefined}
          {...common}
        />
      );
      break;
    case 'date':
      input = <DateInput id={id} value={typeof value === 'string' ? value : ''} onChange={onChange} invalid={common.invalid} describedBy={describedBy} required={field.required} />;
      break;
    case 'enum':
      input = (
        <Dropdown
          inputId={id}
          value={value ?? null}
          options={(field.values ?? []).map((v) => ({ value: v, label: enumLabel(t, field.enum, v) }))}
          onChange={(e) => onChange((e.value as string | undefined) ?? null)}
          placeholder={t('association.screen.form.choose')}
          showClear={!field.required}
          {...common}
        />
      );
      break;
    case 'boolean':
      return (
        <div className="field rs-checkbox-field">
          <div className="rs-checkbox">
            <Checkbox inputId={id} checked={value === true} onChange={(e) => onChange(Boolean(e.checked))} />
            <label htmlFor={id}>{label}</label>
          </div>
          <Messages hintId={hintId} errorId={errorId} error={error} hint={hintId && t(`association.resources.${resource}.hints.${field.name}`)} />
        </div>
      );
    case 'reference':
      input = (
        <ReferenceInput
          inputId={id}
          source={field.source!}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          invalid={Boolean(error)}
          describedBy={describedBy}
        />
      );
      break;
    default:
      input = (
        <InputText
          id={id}
          type={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'}
          value={String(value ?? '')}
          maxLength={field.maxLength}
          onChange={(e) => onChange(e.target.value)}
          {...common}
        />
      );
  }

  return (
    <div className={field.wide ? 'field rs-field-wide' : 'field'}>
      <label htmlFor={id}>
        {label}
        {field.required && <span className="rs-required" aria-hidden> *</span>}
      </label>
      {input}
      <Messages hintId={hintId} errorId={errorId} error={error} hint={hintId && t(`association.resources.${resource}.hints.${field.name}`)} />
    </div>
  );
}

function Messages({ hintId, errorId, error, hint }: { hintId?: string; errorId?: string; error?: string; hint?: string }) {
  return (
    <>
      {hintId && (
        <small id={hintId} className="muted">
          {hint}
        </small>
      )}
      {errorId && (
        <small id={errorId} className="p-error" role="alert">
          {error}
        </small>
      )}
    </>
  );
}
