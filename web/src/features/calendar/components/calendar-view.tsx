import type { EventChangeArg, EventClickArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import idLocale from '@fullcalendar/core/locales/id';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useRef } from 'react';
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
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    // FullCalendar's markup has two accessibility faults axe-core reports as serious, mended as it renders:
    // its toolbar icons are role="img" spans without a text (the buttons carry the name in their title), and a
    // month cell is labelled by its day number alone while it also shows the day's events.
    const mend = () => {
      for (const icon of root.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')) icon.setAttribute('aria-hidden', 'true');
      for (const cell of root.querySelectorAll('td[role="gridcell"][aria-labelledby]')) cell.removeAttribute('aria-labelledby');
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, []);
  // The wrapper carries the skin (calendar.css): FullCalendar's colours follow the theme, events their calendar's.
  return (
    <div className="full-calendar" ref={wrapper}>
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
