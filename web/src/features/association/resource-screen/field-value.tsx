import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormats, type Formats } from './format';
import type { FieldConfig } from './types';

type Translate = ReturnType<typeof useTranslation>['t'];

export const enumLabel = (t: Translate, group: string | undefined, value: string) =>
  group ? t(`association.enums.${group}.${value}`, { defaultValue: value }) : value;

export function rawValue<Row>(field: FieldConfig<Row>, row: Row): unknown {
  return field.value ? field.value(row) : (row as Record<string, unknown>)[field.name];
}

/** The value as text, by its type; null and empty show as a dash. */
export function valueText<Row>(field: FieldConfig<Row>, value: unknown, t: Translate, formats: Formats): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (field.type) {
    case 'money':
      return formats.money(Number(value));
    case 'number':
      return formats.number(Number(value));
    case 'percent':
      return `${formats.number(Number(value))} %`;
    case 'date':
      return formats.date(String(value));
    case 'datetime':
      return formats.dateTime(String(value));
    case 'boolean':
      return t(value ? 'association.screen.yes' : 'association.screen.no');
    case 'enum':
      return enumLabel(t, field.enum, String(value));
    default:
      return String(value);
  }
}

/** One field of a record as the list and the detail page show it: tags for states, links to related records. */
export function FieldValue<Row>({ field, row }: { field: FieldConfig<Row>; row: Row }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (field.render) return <>{field.render(row)}</>;
  const value = rawValue(field, row);
  const text = valueText(field, value, t, formats);
  if (text === '—') return <span className="muted">—</span>;
  const tone = field.tones?.[String(value)];
  if (tone) return <Tag value={text} severity={tone} className="rs-tag" />;
  const to = field.link?.(row);
  if (to) return <Link to={to}>{text}</Link>;
  if (field.type === 'email') return <a href={`mailto:${String(value)}`}>{text}</a>;
  if (field.type === 'money' || field.type === 'number' || field.type === 'percent') return <span className="rs-number">{text}</span>;
  return <>{text}</>;
}
