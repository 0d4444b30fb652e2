import type { Body, FormFieldConfig } from './types';
import type { FormValue } from './form-field';

export type Mode = 'create' | 'edit';
export type Values = Record<string, FormValue>;

/** The fields a form of this mode has; given the values, only those they call for (see `when`). */
export const formFields = (fields: FormFieldConfig[], mode: Mode, values?: Values) =>
  fields.filter((f) => (f.only === undefined || f.only === mode) && (values === undefined || f.when === undefined || f.when(values)));

const isEmpty = (value: FormValue) => value === null || (typeof value === 'string' && value.trim() === '');

function emptyValue(field: FormFieldConfig): FormValue {
  if (field.type === 'boolean') return false;
  if (field.type === 'number' || field.type === 'money' || field.type === 'percent' || field.type === 'reference' || field.type === 'enum') return null;
  return '';
}

/**
 * What the form starts with: the record's values when editing, the fields' initial values when creating (for every
 * field of the mode, shown now or not: a field another value hides keeps its value for when it shows again).
 */
export function initialValues(fields: FormFieldConfig[], mode: Mode, record?: Record<string, unknown>): Values {
  const values: Values = {};
  for (const field of formFields(fields, mode)) {
    const source = mode === 'edit' ? record?.[field.name] : field.initial;
    values[field.name] = source === undefined || source === null ? emptyValue(field) : (source as FormValue);
  }
  return values;
}

/** Required fields left empty, as field -> message. */
export function missingFields(fields: FormFieldConfig[], mode: Mode, values: Values, message: string): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const field of formFields(fields, mode, values)) if (field.required && isEmpty(values[field.name] ?? null)) missing[field.name] = message;
  return missing;
}

const sent = (field: FormFieldConfig, value: FormValue) => (typeof value === 'string' && field.type !== 'date' ? value.trim() : value);

/**
 * The request body. A create sends every filled field (an empty nullable one as null, other empty ones not at all);
 * an edit sends only what changed, so the audit trail records real changes and nothing else is overwritten.
 */
export function requestBody(fields: FormFieldConfig[], mode: Mode, values: Values, initial: Values): Body {
  const body: Body = {};
  for (const field of formFields(fields, mode, values)) {
    const value = values[field.name] ?? null;
    if (mode === 'edit' && sent(field, value) === sent(field, initial[field.name] ?? null)) continue;
    if (isEmpty(value)) {
      if (field.nullable) body[field.name] = null;
      else if (mode === 'edit' && typeof value === 'string') body[field.name] = '';
      continue;
    }
    body[field.name] = sent(field, value);
  }
  return body;
}
