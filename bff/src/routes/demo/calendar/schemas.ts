import { Type, type Static } from 'typebox';
import { IdSchema } from '../../../schemas/common.js';
import { IgnoredIdSchema, ignoredField } from '../template-fields.js';
import { VISIBLE_TEXT } from '../../../schemas/common.js';

export const CALENDARS = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
const CalendarNameSchema = Type.Enum(CALENDARS, { type: 'string' });

/** An all-day date (YYYY-MM-DD) or an ISO date-time. */
const dateOrDateTime = (description: string) =>
  Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time' })], {
    description,
    examples: ['2026-11-23'],
  });

const EVENT_EXAMPLE = {
  id: 2,
  url: '',
  title: 'PIT 2027 organising committee meeting',
  start: '2026-11-23',
  end: '2026-11-23',
  allDay: true,
  extendedProps: { calendar: 'Business', location: 'PB office, Jakarta' },
};

export const CalendarEventSchema = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String(),
    title: Type.String(),
    start: dateOrDateTime('YYYY-MM-DD for all-day events, else an ISO date-time.'),
    end: dateOrDateTime('Never before start.'),
    allDay: Type.Boolean(),
    extendedProps: Type.Object(
      {
        calendar: CalendarNameSchema,
        description: Type.Optional(Type.String()),
        location: Type.Optional(Type.String()),
        guests: Type.Optional(Type.Array(Type.String())),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'CalendarEvent', additionalProperties: false, examples: [EVENT_EXAMPLE] },
);
export type CalendarEvent = Static<typeof CalendarEventSchema>;
export type CalendarName = (typeof CALENDARS)[number];

export const calendarSchemas = [CalendarEventSchema];

export const EventsQuerySchema = Type.Object({
  calendars: Type.Optional(
    Type.Array(CalendarNameSchema, {
      maxItems: CALENDARS.length,
      uniqueItems: true,
      examples: [['Personal', 'Business']],
      description:
        'Calendars to show: repeat the parameter (calendars=Personal&calendars=Business) or separate with commas. ' +
        'Absent = every calendar; present but empty (calendars=) = none.',
    }),
  ),
});

const extendedPropsProperties = {
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  location: Type.Optional(Type.String({ maxLength: 500 })),
  guests: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 })),
};
/** FullCalendar's display setting, which the template's add sidebar sends ('block'); colours come from the calendar. */
const display = Type.Optional(
  Type.Enum(['auto', 'block', 'list-item', 'background', 'inverse-background', 'none'], {
    type: 'string',
    description: ignoredField('a FullCalendar display hint; the web app decides how events are drawn.'),
  }),
);
const title = Type.String({ minLength: 1, maxLength: 200, pattern: VISIBLE_TEXT, examples: ['Branch chairs meeting'] });
const url = Type.String({ maxLength: 2048, description: 'A link for the event; empty for none.' });

const NEW_EVENT_EXAMPLE = {
  title: 'Branch chairs meeting',
  start: '2026-11-25T02:00:00.000Z',
  end: '2026-11-25T04:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Business', location: 'PB office', guests: ['Dewi Lestari'] },
};

export const AddEventBodySchema = Type.Object(
  {
    event: Type.Object(
      {
        id: IgnoredIdSchema,
        title,
        start: dateOrDateTime('YYYY-MM-DD or an ISO date-time.'),
        end: Type.Optional(dateOrDateTime('Not before start; defaults to start.')),
        allDay: Type.Boolean(),
        url: Type.Optional(url),
        display,
        extendedProps: Type.Object(
          { calendar: CalendarNameSchema, ...extendedPropsProperties },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, examples: [{ event: NEW_EVENT_EXAMPLE }] },
);
export type NewCalendarEvent = Static<typeof AddEventBodySchema>['event'];

export const UpdateEventBodySchema = Type.Object(
  {
    event: Type.Object(
      {
        id: IdSchema,
        title: Type.Optional(title),
        start: Type.Optional(dateOrDateTime('YYYY-MM-DD or an ISO date-time.')),
        end: Type.Optional(dateOrDateTime('Not before start.')),
        allDay: Type.Optional(Type.Boolean()),
        url: Type.Optional(url),
        display,
        extendedProps: Type.Optional(
          Type.Object(
            { calendar: Type.Optional(CalendarNameSchema), ...extendedPropsProperties },
            { additionalProperties: false, description: 'Merged into the stored extendedProps.' },
          ),
        ),
      },
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    examples: [{ event: { id: 2, title: 'PIT committee meeting (moved)', start: '2026-11-24', end: '2026-11-24' } }],
  },
);
export type CalendarEventPatch = Omit<Static<typeof UpdateEventBodySchema>['event'], 'id' | 'display'>;

export const RemoveEventQuerySchema = Type.Object({ id: IdSchema });

export const EventResponseSchema = Type.Object(
  { event: Type.Ref('CalendarEvent') },
  { examples: [{ event: EVENT_EXAMPLE }] },
);
