import { nextId } from '../lib/paginate.js';
import type {
  CalendarEvent,
  CalendarEventPatch,
  CalendarName,
  NewCalendarEvent,
} from '../routes/demo/calendar/schemas.js';

export interface CalendarStore {
  /** Events in the given calendars, in id order; undefined = every calendar. */
  list(calendars?: readonly CalendarName[]): CalendarEvent[];
  /** The new event; end defaults to start. */
  add(event: NewCalendarEvent): CalendarEvent | 'end-before-start';
  /** Merges the fields, extendedProps included, into the event; nothing changes when the result is refused. */
  update(id: number, patch: CalendarEventPatch): CalendarEvent | 'not-found' | 'end-before-start';
  remove(id: number): CalendarEvent | undefined;
}

/** A bare date counts as midnight UTC of that day. */
const endsBeforeStart = ({ start, end }: { start: string; end: string }) => Date.parse(end) < Date.parse(start);

export class MemoryCalendarStore implements CalendarStore {
  private readonly events: CalendarEvent[];
  // A counter rather than max + 1 at each add, so the id of a removed last event is never handed out again.
  private lastId: number;

  constructor(fixture: { events: CalendarEvent[] }) {
    this.events = structuredClone(fixture.events);
    this.lastId = nextId(this.events) - 1;
  }

  list(calendars?: readonly CalendarName[]): CalendarEvent[] {
    const shown =
      calendars === undefined ? this.events : this.events.filter((e) => calendars.includes(e.extendedProps.calendar));
    return structuredClone(shown);
  }

  add(event: NewCalendarEvent): CalendarEvent | 'end-before-start' {
    const created: CalendarEvent = {
      id: this.lastId + 1,
      url: event.url ?? '',
      title: event.title,
      start: event.start,
      end: event.end ?? event.start,
      allDay: event.allDay,
      extendedProps: event.extendedProps,
    };
    if (endsBeforeStart(created)) return 'end-before-start';
    this.lastId = created.id;
    this.events.push(structuredClone(created));
    return created;
  }

  update(
    id: number,
    { extendedProps, ...fields }: CalendarEventPatch,
  ): CalendarEvent | 'not-found' | 'end-before-start' {
    const index = this.events.findIndex((e) => e.id === id);
    const current = this.events[index];
    if (!current) return 'not-found';
    const merged = structuredClone({
      ...current,
      ...fields,
      extendedProps: { ...current.extendedProps, ...extendedProps },
    });
    if (endsBeforeStart(merged)) return 'end-before-start';
    this.events[index] = merged;
    return structuredClone(merged);
  }

  remove(id: number): CalendarEvent | undefined {
    const index = this.events.findIndex((e) => e.id === id);
    // findIndex gives -1 for an unknown id; splicing that would remove the last event.
    if (index === -1) return undefined;
    const [removed] = this.events.splice(index, 1);
    return removed;
  }
}
