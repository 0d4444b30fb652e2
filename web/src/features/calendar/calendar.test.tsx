import type { CalendarOptions, EventInput } from '@fullcalendar/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, installFakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./calendar-page'), 120_000);

// FullCalendar needs layout that jsdom lacks: a stand-in renders the events and fires the calendar's callbacks.
vi.mock('./components/full-calendar', () => ({
  default: (props: CalendarOptions) => {
    const events = (props.events ?? []) as EventInput[];
    return (
      <div data-testid="full-calendar" data-locale={String(props.locale)} data-direction={props.direction} data-editable={String(props.editable)}>
        {events.map((e) => (
          <button
            key={e.id}
            type="button"
            className={(e.classNames as string[]).join(' ')}
            onClick={() => props.eventClick?.({ event: { id: e.id }, jsEvent: { preventDefault() {} } } as never)}
          >
            {e.title}
          </button>
        ))}
        <button type="button" onClick={() => props.dateClick?.({ date: new Date(2026, 0, 15), allDay: true } as never)}>
          pick 15 January
        </button>
        <button
          type="button"
          onClick={() =>
            props.eventDrop?.({ event: { id: '2', start: new Date(2026, 0, 20), end: new Date(2026, 0, 22), allDay: true }, revert: () => {} } as never)
          }
        >
          drag event 2
        </button>
      </div>
    );
  },
}));

type Event = { id: number; url: string; title: string; start: string; end: string; allDay: boolean; extendedProps: { calendar: string } & Record<string, unknown> };

function calendarServer(overrides: Record<string, (req: FakeRequest) => { status?: number; body?: unknown }> = {}) {
  const events: Event[] = [
    { id: 1, url: '', title: 'Board meeting', start: '2026-01-12', end: '2026-01-12', allDay: true, extendedProps: { calendar: 'Business' } },
    { id: 2, url: '', title: 'Badminton', start: '2026-01-13', end: '2026-01-13', allDay: true, extendedProps: { calendar: 'Personal', location: 'GOR' } },
    { id: 3, url: '', title: 'Anniversary', start: '2026-01-14', end: '2026-01-14', allDay: true, extendedProps: { calendar: 'Holiday' } },
  ];
  const api = installFakeApi({
    'GET /apps/calendar/events': (req) => {
      const raw = req.query.get('calendars');
      const chosen = raw === null ? null : raw.split(',').filter(Boolean);
      return { body: events.filter((e) => chosen === null || chosen.includes(e.extendedProps.calendar)) };
    },
    'POST /apps/calendar/add-event': (req) => {
      const { event } = req.body as { event: Omit<Event, 'id'> };
      const created = { ...event, url: event.url ?? '', id: 4 };
      events.push(created);
      return { status: 201, body: { event: created } };
    },
    'POST /apps/calendar/update-event': (req) => {
      const { event } = req.body as { event: Partial<Event> & { id: number } };
      const found = events.find((e) => e.id === event.id)!;
      Object.assign(found, { ...event, extendedProps: { ...found.extendedProps, ...event.extendedProps } });
      return { body: { event: found } };
    },
    'DELETE /apps/calendar/remove-event': (req) => {
      const index = events.findIndex((e) => e.id === Number(req.query.get('id')));
      const [removed] = events.splice(index, 1);
      return { body: { event: removed } };
    },
    ...overrides,
  });
  return { ...api, events };
}

const eventCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/apps/calendar/events');
const ALL = 'Personal,Business,Family,Holiday,ETC';

describe('calendar', { timeout: 120_000 }, () => {
  it('shows the events with their calendar colour class, in the app language and direction', async () => {
    const { calls } = calendarServer();
    renderApp('/calendar', { user: ADMIN_USER });
    expect(await screen.findByRole('button', { name: 'Badminton' })).toHaveClass('event-personal');
    expect(screen.getByRole('button', { name: 'Board meeting' })).toHaveClass('event-business');
    expect(screen.getByRole('button', { name: 'Anniversary' })).toHaveClass('event-holiday');
    const calendar = screen.getByTestId('full-calendar');
    expect(calendar).toHaveAttribute('data-locale', 'en');
    expect(calendar).toHaveAttribute('data-direction', 'ltr');
    expect(calendar).toHaveAttribute('data-editable', 'true');
    expect(eventCalls(calls)[0]!.query.get('calendars')).toBe(ALL);
  });

  it('follows a right-to-left layout', async () => {
    localStorage.setItem('layout', JSON.stringify({ isRTL: true }));
    calendarServer();
    renderApp('/calendar', { user: ADMIN_USER });
    expect(await screen.findByTestId('full-calendar')).toHaveAttribute('data-direction', 'rtl');
  });

  it('the calendar checkboxes and View all send the chosen calendars as the calendars param', async () => {
    const { calls } = calendarServer();
    renderApp('/calendar', { user: ADMIN_USER });
    await screen.findByRole('button', { name: 'Badminton' });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText('View all')).toBeChecked();

    await user.click(screen.getByLabelText('Personal'));
    await waitFor(() => expect(eventCalls(calls).at(-1)!.query.get('calendars')).toBe('Business,Family,Holiday,ETC'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Badminton' })).toBeNull());
    expect(screen.getByLabelText('View all')).not.toBeChecked();

    // Every calendar again: the first answer is still cached, so no request is needed.
    await user.click(screen.getByLabelText('View all'));
    expect(await screen.findByRole('button', { name: 'Badminton' })).toBeInTheDocument();
    expect(screen.getByLabelText('Personal')).toBeChecked();

    await user.click(screen.getByLabelText('View all'));
    await waitFor(() => expect(eventCalls(calls).at(-1)!.query.get('calendars')).toBe(''));
    expect(await screen.findByText('No calendar is chosen: tick one to see its events.')).toBeInTheDocument();
  });

  it('clicking a date opens the add sidebar prefilled; adding posts add-event and the events are fetched again', async () => {
    const { calls } = calendarServer();
    renderApp('/calendar', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'pick 15 January' }));
    const form = await screen.findByRole('form', { name: 'Add an event' });
    expect(within(form).getByLabelText('Start')).toHaveValue('15/01/2026');
    expect(within(form).getByLabelText('All day')).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('This field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/apps/calendar/add-event')).toBe(false);

    await user.type(within(form).getByLabelText('Title'), 'Branch chairs meeting');
    await user.type(within(form).getByLabelText('Location'), 'PB office');
    const before = eventCalls(calls).length;
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('button', { name: 'Branch chairs meeting' })).toHaveClass('event-business');
    expect(calls.find((c) => c.path === '/apps/calendar/add-event')!.body).toEqual({
      event: {
        title: 'Branch chairs meeting',
        allDay: true,
        start: '2026-01-15',
        end: '2026-01-15',
        url: '',
        extendedProps: { calendar: 'Business', location: 'PB office', guests: [], description: '' },
      },
    });
    expect(eventCalls(calls).length).toBe(before + 1);
    expect(screen.queryByRole('form', { name: 'Add an event' })).toBeNull();
  });

  it('takes typed days and times of day for an event that is not all day', async () => {
    const { calls } = calendarServer();
    renderApp('/calendar', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'pick 15 January' }));
    const form = await screen.findByRole('form', { name: 'Add an event' });
    await user.type(within(form).getByLabelText('Title'), 'Dues review');
    await user.click(within(form).getByLabelText('All day'));
    const end = within(form).getByLabelText('End');
    await user.clear(end);
    await user.type(end, '16/01/2026');
    await user.tab();
    fireEvent.change(within(form).getByLabelText('Start time'), { target: { value: '09:30' } });
    fireEvent.change(within(form).getByLabelText('End time'), { target: { value: '11:00' } });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await screen.findByRole('button', { name: 'Dues review' });
    const body = calls.find((c) => c.path === '/apps/calendar/add-event')!.body as { event: { start: string; end: string; allDay: boolean } };
    expect(body.event.allDay).toBe(false);
    expect(body.event.start).toBe(new Date(2026, 0, 15, 9, 30).toISOString());
    expect(body.event.end).toBe(new Date(2026, 0, 16, 11, 0).toISOString());
  });

  it('clicking an event opens it for editing; saving posts update-event, deleting calls remove-event', async () => {
    const { calls } = calendarServer();
    renderApp('/calendar', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Badminton' }));
    let form = await screen.findByRole('form', { name: 'Edit the event' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Badminton');
    expect(within(form).getByLabelText('Location')).toHaveValue('GOR');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Badminton night');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Badminton night' })).toBeInTheDocument();
    const update = calls.find((c) => c.path === '/apps/calendar/update-event')!.body as { event: Record<string, unknown> };
    expect(update.event).toMatchObject({ id: 2, title: 'Badminton night', start: '2026-01-13', end: '2026-01-13', allDay: true });
    expect(update.event.extendedProps).toMatchObject({ calendar: 'Personal', location: 'GOR' });

    await user.click(screen.getByRole('button', { name: 'Badminton night' }));
    form = await screen.findByRole('form', { name: 'Edit the event' });
    const before = eventCalls(calls).length;
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Badminton night' })).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')!.query.get('id')).toBe('2');
    expect(eventCalls(calls).length).toBe(before + 1);
  });

  it('dragging an event posts update-event with the new dates and the events are fetched again', async () => {
    const { calls } = calendarServer();
    renderApp('/calendar', { user: ADMIN_USER });
    await screen.findByRole('button', { name: 'Badminton' });
    const before = eventCalls(calls).length;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'drag event 2' }));
    await waitFor(() => expect(eventCalls(calls).length).toBe(before + 1));
    expect(calls.find((c) => c.path === '/apps/calendar/update-event')!.body).toEqual({
      event: { id: 2, allDay: true, start: '2026-01-20', end: '2026-01-22' },
    });
  });

  it('shows a server field error on its field', async () => {
    calendarServer({
      'POST /apps/calendar/add-event': () => ({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'body.event.end must not be before start', details: [{ field: 'event.end', in: 'body', message: 'must not be before start' }] },
      }),
    });
    renderApp('/calendar', { user: ADMIN_USER });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add event' }));
    const form = await screen.findByRole('form', { name: 'Add an event' });
    await user.type(within(form).getByLabelText('Title'), 'Trip');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('must not be before start')).toHaveAttribute('id', 'event-end-error');
  });

  it('shows an error state when the events cannot be loaded', async () => {
    calendarServer({ 'GET /apps/calendar/events': () => ({ status: 500, body: { statusCode: 500, error: 'Internal', message: 'boom' } }) });
    renderApp('/calendar', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'The events could not be loaded' })).toBeInTheDocument();
  });
});
