import { Button } from 'primereact/button';
import { Chips } from 'primereact/chips';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Sidebar } from 'primereact/sidebar';
import { useState, type FormEvent } from 'react';
import { DateInput } from '../../../components/date-input';
import { dayDate, isoDay } from '../../../lib/dates';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../../api/enhanced/calendar';
import { Field } from '../../auth/field';
import { calendarClass, CALENDARS, parseEventDate, type CalendarName } from './calendar-utils';

// PrimeReact's hidden native select only mirrors the dropdown; keep it out of the accessibility tree.
const HIDDEN_SELECT = { select: { 'aria-hidden': true } } as const;

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The draft's moment with its day (YYYY-MM-DD, '' for none) or its time of day (HH:MM) changed. */
export function withDay(date: Date | null, day: string): Date | null {
  const picked = dayDate(day);
  if (!picked) return null;
  if (date) picked.setHours(date.getHours(), date.getMinutes(), 0, 0);
  return picked;
}
export function withTime(date: Date | null, time: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!date || !match) return date;
  const next = new Date(date);
  next.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return next;
}

export interface EventDraft {
  title: string;
  calendar: CalendarName;
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  url: string;
  location: string;
  guests: string[];
  description: string;
}

export function draftOf(event: CalendarEvent | null, start?: Date, allDay = true): EventDraft {
  if (!event) {
    const begin = start ?? new Date();
    return { title: '', calendar: 'Business', start: begin, end: allDay ? begin : new Date(begin.getTime() + 3_600_000), allDay, url: '', location: '', guests: [], description: '' };
  }
  const { calendar, location = '', guests = [], description = '' } = event.extendedProps;
  return { title: event.title, calendar, start: parseEventDate(event.start), end: parseEventDate(event.end), allDay: event.allDay, url: event.url, location, guests: [...guests], description };
}

interface Props {
  event: CalendarEvent | null;
  initial: EventDraft;
  saving: boolean;
  onSave(draft: EventDraft & { start: Date; end: Date }): Promise<Record<string, string> | null>;
  onDelete(): void;
  onHide(): void;
}

/** Add or edit an event, at the inline end (PrimeReact mirrors "right" under dir=rtl). Title and start are required
 * and the end may not be before the start. */
export function EventSidebar({ event, initial, saving, onSave, onDelete, onHide }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const title = event ? t('calendar.form.editTitle') : t('calendar.form.addTitle');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.title.trim()) found.title = t('calendar.form.required');
    if (!draft.start) found.start = t('calendar.form.required');
    const end = draft.end ?? draft.start;
    if (draft.start && end && end < draft.start) found.end = t('calendar.form.endBeforeStart');
    setErrors(found);
    if (Object.keys(found).length > 0 || !draft.start || !end) return;
    setErrors((await onSave({ ...draft, title: draft.title.trim(), start: draft.start, end })) ?? {});
  }

  const calendarOption = (o: { value: CalendarName; label: string }) => (
    <span className="calendar-option">
      <span className={`calendar-dot ${calendarClass(o.value)}`} aria-hidden /> {o.label}
    </span>
  );

  return (
    <Sidebar visible onHide={onHide} position="right" className="calendar-event-sidebar" header={<h2>{title}</h2>}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Field id="event-title" label={t('calendar.form.title')} error={errors.title}>
          <InputText id="event-title" value={draft.title} onChange={(e) => set('title', e.target.value)} invalid={Boolean(errors.title)} maxLength={200} />
        </Field>
        <Field id="event-calendar" label={t('calendar.form.calendar')} error={errors.calendar}>
          <Dropdown
            pt={HIDDEN_SELECT}
            inputId="event-calendar"
            value={draft.calendar}
            options={CALENDARS.map((value) => ({ value, label: t(`calendar.calendars.${value}`) }))}
            onChange={(e) => set('calendar', e.value as CalendarName)}
            itemTemplate={calendarOption}
            valueTemplate={(o: { value: CalendarName; label: string } | null) => (o ? calendarOption(o) : null)}
          />
        </Field>
        <div className="field-switch">
          <label htmlFor="event-all-day">{t('calendar.form.allDay')}</label>
          <InputSwitch inputId="event-all-day" checked={draft.allDay} onChange={(e) => set('allDay', Boolean(e.value))} />
        </div>
        {(['start', 'end'] as const).map((key) => (
          <Field key={key} id={`event-${key}`} label={t(`calendar.form.${key}`)} error={errors[key]}>
            {/* The app's one date field (typed in the language's format, calendar on its button), and the time of
                day beside it when the event is not all day. */}
            <div className="calendar-moment">
              <DateInput
                id={`event-${key}`}
                value={draft[key] ? isoDay(draft[key]) : ''}
                onChange={(day) => set(key, withDay(draft[key] ?? draft.start, day))}
                min={key === 'end' && draft.start ? isoDay(draft.start) : undefined}
                invalid={Boolean(errors[key])}
              />
              {!draft.allDay && (
                <InputText
                  type="time"
                  step={900}
                  aria-label={t(`calendar.form.${key}Time`)}
                  value={draft[key] ? timeOf(draft[key]) : ''}
                  onChange={(e) => set(key, withTime(draft[key], e.target.value))}
                  disabled={!draft[key]}
                />
              )}
            </div>
          </Field>
        ))}
        <Field id="event-url" label={t('calendar.form.url')} error={errors.url}>
          <InputText id="event-url" type="url" value={draft.url} onChange={(e) => set('url', e.target.value)} placeholder="https://" maxLength={2048} />
        </Field>
        <Field id="event-location" label={t('calendar.form.location')} error={errors.location}>
          <InputText id="event-location" value={draft.location} onChange={(e) => set('location', e.target.value)} maxLength={500} />
        </Field>
        <Field id="event-guests" label={t('calendar.form.guests')} error={errors.guests}>
          <Chips inputId="event-guests" value={draft.guests} onChange={(e) => set('guests', e.value ?? [])} separator="," addOnBlur placeholder={t('calendar.form.guestsHint')} />
        </Field>
        <Field id="event-description" label={t('calendar.form.description')} error={errors.description}>
          <InputTextarea id="event-description" value={draft.description} onChange={(e) => set('description', e.target.value)} rows={3} autoResize maxLength={5000} />
        </Field>
        <div className="calendar-form-actions">
          <Button type="submit" label={event ? t('calendar.form.save') : t('calendar.form.add')} loading={saving} />
          {event && <Button type="button" label={t('calendar.form.delete')} severity="danger" outlined onClick={onDelete} disabled={saving} />}
          <Button type="button" label={t('calendar.form.cancel')} text onClick={onHide} />
        </div>
      </form>
    </Sidebar>
  );
}
