import type { CalendarEvent } from '../../../api/enhanced/calendar';

export const CALENDARS = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export type CalendarName = (typeof CALENDARS)[number];

/** The CSS class of a calendar's events and filter: Personal danger, Business primary, Family warning, Holiday success, ETC info. */
export const calendarClass = (calendar: CalendarName) => `event-${calendar.toLowerCase()}`;

/** A YYYY-MM-DD date or an ISO date-time as a Date (bare dates at local midnight, so the day never shifts). */
export function parseEventDate(value: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What the API takes: YYYY-MM-DD (local day) for all-day events, else an ISO date-time. */
export function formatEventDate(date: Date, allDay: boolean): string {
  if (!allDay) return date.toISOString();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The FullCalendar input for one API event; the calendar's colour is a class on the event. */
export function toEventInput(event: CalendarEvent) {
  return {
    id: String(event.id),
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    ...(event.url ? { url: event.url } : {}),
    classNames: [calendarClass(event.extendedProps.calendar)],
    extendedProps: event.extendedProps,
  };
}
