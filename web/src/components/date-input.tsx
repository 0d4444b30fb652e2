import { Button } from 'primereact/button';
import {
  Calendar,
  type CalendarMonthNavigatorTemplateEvent,
  type CalendarYearNavigatorTemplateEvent,
} from 'primereact/calendar';
import { InputText } from 'primereact/inputtext';
import {
  cloneElement,
  isValidElement,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { useTranslation } from 'react-i18next';
import { dayDate, formatTypedDate, isoDay, maskTypedDate, parseTypedDate, typedDatePattern, useDateFormat } from '../lib/dates';

export interface DateInputProps {
  /** The text box's id, for its label. */
  id: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  /** Called with YYYY-MM-DD or '' once a typed date is complete and real (or a day is picked); never with a half date. */
  onChange: (value: string) => void;
  /** Earliest and latest day (YYYY-MM-DD) the calendar offers. */
  min?: string;
  max?: string;
  /** An error from outside (the form's own check); the field's own "not a date" error shows besides. */
  invalid?: boolean;
  describedBy?: string;
  /** The same two as plain attributes, for forms that spread their aria attributes onto every input. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  required?: boolean;
  className?: string;
}

interface CalendarDay {
  day: number;
  month: number;
  year: number;
}

function dayLabel(context: { date?: CalendarDay } | undefined, format: (iso: string) => string): string | undefined {
  const date = context?.date;
  if (!date) return undefined;
  return format(`${String(date.year).padStart(4, '0')}-${String(date.month + 1).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`);
}

const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

/**
 * One date field for the whole app. The day is typed in the language's digits (dd/mm/yyyy in Indonesian; the
 * separators come by themselves) and checked when the person leaves the field or presses Enter; the calendar opens
 * from its button or Alt+Down, never on focus, with month and year lists (1990 is two choices away). Tab always moves
 * on: leaving the calendar closes it.
 */
export function DateInput({
  id,
  value,
  onChange,
  min,
  max,
  invalid,
  describedBy,
  required,
  className,
}: DateInputProps) {
  const { t, i18n } = useTranslation();
  const pattern = useMemo(() => typedDatePattern(i18n.language), [i18n.language]);
  const dates = useDateFormat();
  const [text, setText] = useState(() => formatTypedDate(value, pattern));
  const [error, setError] = useState(false);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const popupId = `${id}-calendar`;
  const errorId = `${id}-format-error`;

  const letters = {
    day: t('dateInput.letters.day'),
    month: t('dateInput.letters.month'),
    year: t('dateInput.letters.year'),
  };
  const hint = pattern.order.map((part) => letters[part]).join(pattern.separator);
  const example = formatTypedDate('1990-02-01', pattern);

  // A value set from outside (a reset, the address, another language) shows as the language types it.
  useEffect(() => {
    setText(formatTypedDate(value, pattern));
    setError(false);
  }, [value, pattern]);

  /**
   * Takes the text as the value once it is a whole, real day (while typing too, so a form knows it before the person
   * leaves the field); `final` (leaving the field, Enter) also takes an emptied field and reports a bad one. A day out
   * of min..max is the form's to refuse, with its own reason: the bounds only limit the calendar.
   */
  function accept(next: string, final: boolean) {
    if (next.trim() === '') {
      setError(false);
      if (final && value !== '') onChange('');
      return;
    }
    const iso = parseTypedDate(next, pattern);
    if (iso) {
      setError(false);
      if (final) setText(formatTypedDate(iso, pattern));
      if (iso !== value) onChange(iso);
    } else if (final) {
      setError(true);
    }
  }

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') accept(text, true);
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  }

  // Esc closes the open calendar (only one is ever open: leaving it closes it); listened to before the calendar's own
  // keys see it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [open]);

  // Focus goes into the calendar when it opens: to the chosen day, else today, else the first day. Tried on each
  // animation frame until focus has stayed inside for two frames in a row: the calendar sets up its focusable day in
  // effects of its own, which on a busy machine may run after the first try. The cap (600 frames, ten seconds at 60
  // per second) only ends a loop that never settles; 60 frames ran out before a loaded browser had drawn the days.
  // Later on, the calendar may draw its days again (late effects on a loaded machine): a focused day that is replaced
  // drops focus to the page, and it goes back to a day at once (a user who moves focus elsewhere puts it on an element,
  // never on the page itself).
  useEffect(() => {
    if (!open) return;
    const popup = () => wrapper.current?.querySelector('.date-input-popup');
    const focusDay = () => {
      const day =
        popup()?.querySelector<HTMLElement>('span[data-p-highlight="true"]') ??
        popup()?.querySelector<HTMLElement>('td.p-datepicker-today span:not(.p-disabled)') ??
        popup()?.querySelector<HTMLElement>('table td span:not([data-p-disabled="true"])');
      if (day) {
        day.tabIndex = 0;
        day.focus();
      }
    };
    let frame = 0;
    let settled = 0;
    let handle = requestAnimationFrame(function step() {
      if (popup()?.contains(document.activeElement)) {
        settled += 1;
      } else {
        settled = 0;
        focusDay();
      }
      if (settled < 2 && ++frame < 600) handle = requestAnimationFrame(step);
    });
    const lost = new MutationObserver(() => {
      if (settled >= 2 && (document.activeElement === null || document.activeElement === document.body)) focusDay();
    });
    const element = popup();
    if (element) lost.observe(element, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(handle);
      lost.disconnect();
    };
  }, [open]);

  const navigator =
    (label: string) => (options: CalendarMonthNavigatorTemplateEvent | CalendarYearNavigatorTemplateEvent) =>
      isValidElement(options.element)
        ? cloneElement(options.element as ReactElement<Record<string, unknown>>, { 'aria-label': label })
        : options.element;

  const describedByAll = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div
      ref={wrapper}
      className={`date-input${className ? ` ${className}` : ''}`}
      onBlur={(event) => {
        if (!open || wrapper.current?.contains(event.relatedTarget as Node | null)) return;
        // Focus moved to another element: the user left. Focus that went nowhere may be a focused day being drawn again
        // (it comes back at once, see above) or a click on the page: decided a frame later, by where focus is then.
        if (event.relatedTarget !== null) close(false);
        else requestAnimationFrame(() => !wrapper.current?.contains(document.activeElement) && close(false));
      }}
    >
      <div className="p-inputgroup">
        <InputText
          ref={input}
          id={id}
          value={text}
          inputMode="numeric"
          autoComplete="off"
          placeholder={hint}
          maxLength={10}
          invalid={invalid || error}
          aria-invalid={invalid || error || undefined}
          aria-describedby={describedByAll}
          aria-required={required || undefined}
          onChange={(event) => {
            const next = maskTypedDate(event.target.value, pattern);
            setText(next);
            setError(false);
            accept(next, false);
          }}
          onBlur={() => accept(text, true)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          icon="pi pi-calendar"
          outlined
          className="date-input-button"
          aria-label={t('dateInput.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onClick={() => (open ? close(true) : setOpen(true))}
        />
      </div>
      {error && (
        <small id={errorId} className="p-error date-input-error" role="alert">
          {t('dateInput.invalid', { format: hint, example })}
        </small>
      )}
      {open && (
        <div
          id={popupId}
          className="date-input-popup"
          role="dialog"
          aria-label={t('dateInput.dialog')}
        >
          <Calendar
            inline
            value={dayDate(value)}
            viewDate={dayDate(value) ?? dayDate(max && max < isoDay(new Date()) ? max : null) ?? undefined}
            minDate={dayDate(min) ?? undefined}
            maxDate={dayDate(max) ?? undefined}
            monthNavigator
            yearNavigator
            yearRange={`${FIRST_YEAR}:${LAST_YEAR}`}
            monthNavigatorTemplate={navigator(t('dateInput.month'))}
            yearNavigatorTemplate={navigator(t('dateInput.year'))}
            pt={{
              // Each day is named as the app writes dates ("1 Feb 1990": its visible number first), not as US digits;
              // the label inside carries no aria-selected, which a plain span may not have.
              day: (options) => ({ 'aria-label': dayLabel(options?.context as { date?: CalendarDay } | undefined, dates.date) }),
              dayLabel: { 'aria-selected': undefined },
            }}
            onChange={(event) => {
              if (!(event.value instanceof Date)) return;
              const iso = isoDay(event.value);
              setError(false);
              setText(formatTypedDate(iso, pattern));
              if (iso !== value) onChange(iso);
              close(true);
            }}
          />
        </div>
      )}
    </div>
  );
}
