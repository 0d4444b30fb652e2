import type { EventChangeArg, EventClickArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import idLocale from '@fullcalendar/core/locales/id';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useTranslation } from 'react-i18next';
import FullCalendar from './full-calendar';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [idLocale, deLocale, frLocale, ptLocale];
const TOOLBAR = {
  start: 'prev,next today',
  center: 'title',
  end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
};

interface Props {
  events: EventInput[];
  isRTL: boolean;
  onDateClick(info: DateClickArg): void;
  onEventClick(info: EventClickArg): void;
  onEventChange(info: EventChangeArg): void;
}

/** The FullCalendar: language and direction follow the app; dragging and resizing report the new dates. */
export function CalendarView({ events, isRTL, onDateClick, onEventClick, onEventChange }: Props) {
  const { i18n } = useTranslation();
  // The wrapper carries the skin (calendar.css): FullCalendar's colours follow the theme, events their calendar's.
  return (
    <div className="full-calendar">
      <FullCalendar
        plugins={PLUGINS}
        locales={LOCALES}
        locale={i18n.language}
        direction={isRTL ? 'rtl' : 'ltr'}
        initialView="dayGridMonth"
        headerToolbar={TOOLBAR}
        height="auto"
        events={events}
        editable
        eventResizableFromStart
        dayMaxEvents={3}
        navLinks
        dateClick={onDateClick}
        eventClick={onEventClick}
        eventDrop={onEventChange}
        eventResize={onEventChange}
      />
    </div>
  );
}
