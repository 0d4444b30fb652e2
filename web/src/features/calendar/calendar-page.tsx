import type { DateClickArg } from '@fullcalendar/interaction';
import type { EventChangeArg, EventClickArg } from '@fullcalendar/core';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import {
  useAddCalendarEventMutation,
  useGetCalendarEventsQuery,
  useRemoveCalendarEventMutation,
  useUpdateCalendarEventMutation,
  type CalendarEvent,
} from '../../api/enhanced/calendar';
import { PageLoading, PageState } from '../../components/page-states';
import { useNotifier } from '../../components/toast';
import { CalendarFilters } from './components/calendar-filters';
import { CALENDARS, formatEventDate, toEventInput, type CalendarName } from './components/calendar-utils';
import { CalendarView } from './components/calendar-view';
import { draftOf, EventSidebar, type EventDraft } from './components/event-sidebar';
import './calendar.css';

const FORM_FIELDS = ['title', 'start', 'end', 'allDay', 'url', 'extendedProps.calendar', 'extendedProps.location', 'extendedProps.guests', 'extendedProps.description'];
const fieldName = (path: string) => path.replace(/^event\./, '').replace(/^extendedProps\./, '');

type Editing = { event: CalendarEvent | null; initial: EventDraft } | null;

/** Calendar: month, week, day and list views; filter by calendar; add, edit, drag and resize events. */
export default function CalendarPage() {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [selected, setSelected] = useState<CalendarName[]>([...CALENDARS]);
  const [editing, setEditing] = useState<Editing>(null);
  const { data, error, isLoading, refetch } = useGetCalendarEventsQuery({ calendars: selected });
  const [addEvent, { isLoading: adding }] = useAddCalendarEventMutation();
  const [updateEvent, { isLoading: updating }] = useUpdateCalendarEventMutation();
  const [removeEvent] = useRemoveCalendarEventMutation();
  const isRTL = useAppSelector((s) => s.layout.isRTL);
  const events = useMemo(() => (data ?? []).map(toEventInput), [data]);

  function openNew(start?: Date, allDay = true) {
    setEditing({ event: null, initial: draftOf(null, start, allDay) });
  }

  function onEventClick(info: EventClickArg) {
    info.jsEvent.preventDefault();
    const event = data?.find((e) => String(e.id) === info.event.id);
    if (event) setEditing({ event, initial: draftOf(event) });
  }

  async function onEventChange(info: EventChangeArg) {
    const { event } = info;
    if (!event.start) return info.revert();
    const result = await updateEvent({
      body: {
        event: {
          id: Number(event.id),
          allDay: event.allDay,
          start: formatEventDate(event.start, event.allDay),
          end: formatEventDate(event.end ?? event.start, event.allDay),
        },
      },
    });
    if (result.error) {
      info.revert();
      notifier.apiError(result.error);
    }
  }

  async function save(draft: EventDraft & { start: Date; end: Date }) {
    const fields = {
      title: draft.title,
      allDay: draft.allDay,
      start: formatEventDate(draft.start, draft.allDay),
      end: formatEventDate(draft.end, draft.allDay),
      url: draft.url.trim(),
      extendedProps: { calendar: draft.calendar, location: draft.location.trim(), guests: draft.guests, description: draft.description },
    };
    const current = editing?.event;
    const result = current ? await updateEvent({ body: { event: { id: current.id, ...fields } } }) : await addEvent({ body: { event: fields } });
    if (result.error) {
      const found = notifier.apiError(result.error, FORM_FIELDS.map((f) => `event.${f}`));
      return Object.fromEntries(Object.entries(found).map(([k, v]) => [fieldName(k), v]));
    }
    notifier.success(current ? t('calendar.saved') : t('calendar.added'));
    setEditing(null);
    return null;
  }

  async function remove() {
    if (!editing?.event) return;
    const result = await removeEvent({ id: editing.event.id });
    if (result.error) return notifier.apiError(result.error);
    notifier.success(t('calendar.deleted'));
    setEditing(null);
  }

  let view;
  if (isLoading) view = <PageLoading />;
  else if (error) {
    view = (
      <PageState
        icon="pi pi-exclamation-triangle"
        title={t('calendar.loadFailed.title')}
        message={t('calendar.loadFailed.message')}
        action={<Button label={t('common.retry')} onClick={() => void refetch()} />}
      />
    );
  } else {
    view = (
      <>
        {events.length === 0 && (
          <p className="calendar-empty" role="status">
            {selected.length === 0 ? t('calendar.noneSelected') : t('calendar.empty')}
          </p>
        )}
        <CalendarView
          events={events}
          isRTL={isRTL}
          onDateClick={(info: DateClickArg) => openNew(info.date, info.allDay)}
          onEventClick={onEventClick}
          onEventChange={(info) => void onEventChange(info)}
        />
      </>
    );
  }

  return (
    <div className="calendar-page">
      <h1 className="visually-hidden">{t('calendar.title')}</h1>
      <div className="calendar-app">
        <aside className="calendar-sidebar" aria-label={t('calendar.sidebarLabel')}>
          <Button label={t('calendar.add')} icon="pi pi-plus" className="w-full" onClick={() => openNew()} />
          <CalendarFilters selected={selected} onChange={setSelected} />
        </aside>
        <section className="calendar-main">{view}</section>
      </div>
      {editing && (
        <EventSidebar
          key={editing.event?.id ?? 'new'}
          event={editing.event}
          initial={editing.initial}
          saving={adding || updating}
          onSave={save}
          onDelete={() => void remove()}
          onHide={() => setEditing(null)}
        />
      )}
    </div>
  );
}
