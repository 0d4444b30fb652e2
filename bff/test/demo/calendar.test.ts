import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/lib/fixtures.js';
import { CalendarEventSchema, type CalendarEvent } from '../../src/routes/demo/calendar/schemas.js';
import { bearer } from '../helpers.js';
import { badFields, demoClient, type DemoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const fixture = () => loadFixture<{ events: CalendarEvent[] }>('demo/calendar.json', NOW).events;
const idsIn = (...calendars: string[]) =>
  fixture()
    .filter((e) => calendars.includes(e.extendedProps.calendar))
    .map((e) => e.id);

const NEW_EVENT = {
  title: 'Branch chairs meeting',
  start: '2026-11-25T02:00:00.000Z',
  end: '2026-11-25T04:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Business', location: 'PB office', guests: ['Dewi Lestari'] },
};

let c: DemoClient;
beforeEach(async () => {
  c = await demoClient(NOW);
});
afterEach(async () => {
  await c.close();
});

const events = async (query = '') => {
  const res = await c.get(`/apps/calendar/events${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CalendarEvent[];
};
const ids = async (query = '') => (await events(query)).map((e) => e.id);

describe('GET /apps/calendar/events', () => {
  it('answers every event, in id order, when calendars is absent', async () => {
    expect(await events()).toEqual(fixture());
  });

  it('resolves time-relative fixture dates against the clock', async () => {
    const all = await events();
    expect(all.find((e) => e.id === 1)).toMatchObject({ start: NOW.toISOString(), allDay: false });
    expect(all.find((e) => e.id === 2)!.start).toBe('2026-11-23');
  });

  it('keeps the events of the repeated calendars', async () => {
    const expected = idsIn('Personal', 'Business');
    expect(expected.length).toBeLessThan(fixture().length);
    expect(await ids('?calendars=Personal&calendars=Business')).toEqual(expected);
  });

  it.each(['Personal', 'Business', 'Family', 'Holiday', 'ETC'])('calendars=%s alone', async (calendar) => {
    const expected = idsIn(calendar);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids(`?calendars=${calendar}`)).toEqual(expected);
  });

  it('understands a comma-separated list', async () => {
    expect(await ids('?calendars=Holiday,ETC')).toEqual(idsIn('Holiday', 'ETC'));
  });

  it('answers no events for an empty calendars list', async () => {
    expect(await events('?calendars=')).toEqual([]);
  });

  it.each(['?calendars=Work', '?calendars=personal', '?calendars=Personal&calendars=Personal'])(
    'answers 400 naming calendars for %s',
    async (query) => {
      const res = await c.get(`/apps/calendar/events${query}`);
      expect(res.statusCode).toBe(400);
      expect(badFields(res.json()).some((f) => f.startsWith('calendars'))).toBe(true);
    },
  );
});

describe('POST /apps/calendar/add-event', () => {
  it('creates the event with a new id, visible in later reads', async () => {
    const res = await c.post('/apps/calendar/add-event', { event: NEW_EVENT });
    expect(res.statusCode).toBe(201);
    const id = Math.max(...fixture().map((e) => e.id)) + 1;
    expect(res.json()).toEqual({ event: { ...NEW_EVENT, id, url: '' } });
    expect((await events('?calendars=Business')).at(-1)).toEqual({ ...NEW_EVENT, id, url: '' });
    expect(await ids('?calendars=Personal')).not.toContain(id);
  });

  it('accepts all-day dates, defaults end to start and keeps a given url', async () => {
    const event = {
      title: 'Libur',
      start: '2026-12-25',
      allDay: true,
      url: 'https://example.id',
      extendedProps: { calendar: 'Holiday' },
    };
    const res = await c.post('/apps/calendar/add-event', { event });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ event: { ...event, end: '2026-12-25' } });
  });

  it('refuses an end before the start, naming end, and adds nothing', async () => {
    const res = await c.post('/apps/calendar/add-event', { event: { ...NEW_EVENT, end: '2026-11-24' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, details: [{ field: 'event.end', in: 'body' }] });
    expect(await events()).toHaveLength(fixture().length);
    const next = await c.post('/apps/calendar/add-event', { event: NEW_EVENT });
    expect((next.json() as { event: CalendarEvent }).event.id).toBe(Math.max(...fixture().map((e) => e.id)) + 1);
  });

  const withEvent = (fields: object) => ({ event: { ...NEW_EVENT, ...fields } });
  const withProps = (extendedProps: object) => withEvent({ extendedProps });
  it.each([
    ['no event', {}, 'event'],
    ['no title', withEvent({ title: undefined }), 'event.title'],
    ['a blank title', withEvent({ title: ' ' }), 'event.title'],
    ['a title past 200', withEvent({ title: 'x'.repeat(201) }), 'event.title'],
    ['no start', withEvent({ start: undefined }), 'event.start'],
    ['a start that is not a date', withEvent({ start: 'tomorrow' }), 'event.start'],
    ['an impossible end date', withEvent({ end: '2026-02-30' }), 'event.end'],
    ['no allDay', withEvent({ allDay: undefined }), 'event.allDay'],
    ['no extendedProps', withEvent({ extendedProps: undefined }), 'event.extendedProps'],
    ['no calendar', withProps({}), 'event.extendedProps.calendar'],
    ['an unknown calendar', withProps({ calendar: 'Work' }), 'event.extendedProps.calendar'],
    ['guests that are not strings', withProps({ calendar: 'ETC', guests: [{}] }), 'event.extendedProps.guests.0'],
    ['an unknown extendedProps field', withProps({ calendar: 'ETC', color: 'red' }), 'event.extendedProps.color'],
    ['an unknown field', withEvent({ color: 'red' }), 'event.color'],
    ['an unknown display value', withEvent({ display: 'bold' }), 'event.display'],
  ])('answers 400 for %s', async (_name, body, field) => {
    // The JSON round trip drops the fields set to undefined, as a client would.
    const res = await c.post('/apps/calendar/add-event', JSON.parse(JSON.stringify(body)));
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
    expect(await events()).toHaveLength(fixture().length);
  });
});

describe('POST /apps/calendar/update-event', () => {
  it('merges fields, extendedProps field by field', async () => {
    const before = fixture().find((e) => e.id === 2)!;
    const res = await c.post('/apps/calendar/update-event', {
      event: {
        id: 2,
        title: 'Moved meeting',
        start: '2026-11-24',
        end: '2026-11-24',
        extendedProps: { location: 'Hall B' },
      },
    });
    expect(res.statusCode).toBe(200);
    const merged = {
      ...before,
      title: 'Moved meeting',
      start: '2026-11-24',
      end: '2026-11-24',
      extendedProps: { ...before.extendedProps, location: 'Hall B' },
    };
    expect(res.json()).toEqual({ event: merged });
    expect((await events()).find((e) => e.id === 2)).toEqual(merged);
  });

  it('moves an event to another calendar', async () => {
    await c.post('/apps/calendar/update-event', { event: { id: 2, extendedProps: { calendar: 'Family' } } });
    expect(await ids('?calendars=Family')).toContain(2);
    expect(await ids('?calendars=Business')).not.toContain(2);
  });

  it('refuses a change that puts the end before the start, naming end, and changes nothing', async () => {
    const res = await c.post('/apps/calendar/update-event', { event: { id: 2, start: '2026-12-31' } });
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toEqual(['event.end']);
    expect((await events()).find((e) => e.id === 2)).toEqual(fixture().find((e) => e.id === 2));
  });

  it('answers 404 for an unknown id', async () => {
    const res = await c.post('/apps/calendar/update-event', { event: { id: 999, title: 'Ghost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Event 999 not found' });
  });

  it.each([
    ['no id', { title: 'X' }, 'event.id'],
    ['a non-numeric id', { id: 'two' }, 'event.id'],
    ['a bad start', { id: 2, start: '24/11/2026' }, 'event.start'],
    ['an unknown calendar', { id: 2, extendedProps: { calendar: 'Work' } }, 'event.extendedProps.calendar'],
    ['an unknown field', { id: 2, color: 'red' }, 'event.color'],
  ])('answers 400 for %s', async (_name, event, field) => {
    const res = await c.post('/apps/calendar/update-event', { event });
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain(field);
  });
});

describe('DELETE /apps/calendar/remove-event', () => {
  it('removes the event and answers it', async () => {
    const res = await c.del('/apps/calendar/remove-event?id=3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ event: fixture().find((e) => e.id === 3) });
    expect(await ids()).toEqual(
      fixture()
        .map((e) => e.id)
        .filter((id) => id !== 3),
    );
    expect((await c.del('/apps/calendar/remove-event?id=3')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and removes nothing (the template removed the last event)', async () => {
    const res = await c.del('/apps/calendar/remove-event?id=999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Event 999 not found' });
    expect(await events()).toEqual(fixture());
  });

  it('never hands out the id of a removed event again', async () => {
    const last = Math.max(...fixture().map((e) => e.id));
    await c.del(`/apps/calendar/remove-event?id=${last}`);
    const res = await c.post('/apps/calendar/add-event', { event: NEW_EVENT });
    expect((res.json() as { event: CalendarEvent }).event.id).toBe(last + 1);
  });

  it.each(['', '?id=abc', '?id=0'])('answers 400 naming id for remove-event%s', async (query) => {
    const res = await c.del(`/apps/calendar/remove-event${query}`);
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toContain('id');
  });
});

describe('access', () => {
  it('answers 403 to the client demo account and 401 without a token', async () => {
    const forbidden = await c.request({ method: 'GET', url: '/apps/calendar/events', headers: bearer(c.clientToken) });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await c.app.inject({ method: 'GET', url: '/apps/calendar/events' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('calendar fixture', () => {
  it('matches the CalendarEvent schema record by record, with unique ids and end not before start', () => {
    const all = fixture();
    const problems = all.flatMap((e) =>
      [...Value.Errors(CalendarEventSchema, e)].map((x) => `event ${e.id}${x.instancePath} ${x.message}`),
    );
    expect(problems).toEqual([]);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(all.filter((e) => Date.parse(e.end) < Date.parse(e.start))).toEqual([]);
  });
});
