import { Type } from 'typebox';
import { loadFixture } from '../../../lib/fixtures.js';
import { badRequest, notFound } from '../../../lib/http-error.js';
import { errorResponses } from '../../../schemas/common.js';
import { MemoryCalendarStore } from '../../../stores/calendar.js';
import { resettableStore, type DemoArea } from '../area.js';
import {
  AddEventBodySchema,
  calendarSchemas,
  EventResponseSchema,
  EventsQuerySchema,
  RemoveEventQuerySchema,
  UpdateEventBodySchema,
  type CalendarEvent,
} from './schemas.js';

const endBeforeStart = () =>
  badRequest('body.event.end must not be before start', [
    { field: 'event.end', in: 'body', message: 'must not be before start' },
  ]);

const area: DemoArea = {
  tag: { name: 'Calendar', description: 'The calendar app: events by calendar.' },
  plugin: async (app, options) => {
    const { now = () => new Date() } = options;
    for (const schema of calendarSchemas) app.addSchema(schema);
    const store = resettableStore(
      options,
      () => new MemoryCalendarStore(loadFixture<{ events: CalendarEvent[] }>('demo/calendar.json', now())),
    );

    app.get(
      '/apps/calendar/events',
      {
        config: { ability: { action: 'read', subject: 'Calendar' } },
        // Clients that serialise an array as one comma-separated value (URLSearchParams does) are understood too.
        preValidation: async (request) => {
          const query = request.query as { calendars?: unknown };
          if (query.calendars === undefined) return;
          query.calendars = [query.calendars]
            .flat()
            .flatMap((v) => String(v).split(','))
            .filter((v) => v !== '');
        },
        schema: {
          operationId: 'getCalendarEvents',
          tags: ['Calendar'],
          summary: 'List events by calendar',
          description:
            'Events whose extendedProps.calendar is one of calendars (Personal, Business, Family, Holiday, ETC; ' +
            'exact names), in id order, as a bare array. calendars absent = every calendar; present but empty ' +
            '(calendars=) = none, as when every calendar is unticked. An unknown calendar name is a 400.',
          querystring: EventsQuerySchema,
          response: { 200: Type.Array(Type.Ref('CalendarEvent')) },
        },
      },
      async (request) => store.list(request.query.calendars),
    );

    app.post(
      '/apps/calendar/add-event',
      {
        config: { ability: { action: 'create', subject: 'Calendar' } },
        schema: {
          operationId: 'addCalendarEvent',
          tags: ['Calendar'],
          summary: 'Add an event',
          description:
            'Creates the event with a new id. start and end are YYYY-MM-DD or ISO date-times; end defaults to ' +
            'start and must not be before it (400 naming event.end). url defaults to empty. An id and the display ' +
            'hint the template sends are accepted and ignored. Answers 201 {event}.',
          body: AddEventBodySchema,
          response: { 201: EventResponseSchema },
        },
      },
      async (request, reply) => {
        const event = store.add(request.body.event);
        if (event === 'end-before-start') throw endBeforeStart();
        return reply.code(201).send({ event });
      },
    );

    app.post(
      '/apps/calendar/update-event',
      {
        config: { ability: { action: 'update', subject: 'Calendar' } },
        schema: {
          operationId: 'updateCalendarEvent',
          tags: ['Calendar'],
          summary: 'Update an event',
          description:
            'Merges the given fields into the event with event.id; extendedProps is merged field by field too. ' +
            'The resulting end must not be before the resulting start (400 naming event.end). Answers {event}, ' +
            'the merged event. The event as read from the list is accepted as it is; the display hint the template ' +
            'sends is ignored. Unknown id: 404.',
          body: UpdateEventBodySchema,
          response: { 200: EventResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        // display is a FullCalendar hint the template sends back; the stored event has no such field.
        const { id, display: _display, ...patch } = request.body.event;
        const event = store.update(id, patch);
        if (event === 'not-found') throw notFound(`Event ${id}`);
        if (event === 'end-before-start') throw endBeforeStart();
        return { event };
      },
    );

    app.delete(
      '/apps/calendar/remove-event',
      {
        config: { ability: { action: 'delete', subject: 'Calendar' } },
        schema: {
          operationId: 'removeCalendarEvent',
          tags: ['Calendar'],
          summary: 'Remove an event',
          description:
            'Deletes the event and answers it as {event} (the template answered without a body). Unknown id: ' +
            '404, and nothing is deleted.',
          querystring: RemoveEventQuerySchema,
          response: { 200: EventResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const event = store.remove(request.query.id);
        if (!event) throw notFound(`Event ${request.query.id}`);
        return { event };
      },
    );
  },
};

export default area;
