import { calendarApi } from '../generated/calendar';

const EVENTS = { type: 'CalendarEvent', id: 'LIST' } as const;

const api = calendarApi.enhanceEndpoints({
  addTagTypes: ['CalendarEvent'],
  endpoints: {
    getCalendarEvents: {
      providesTags: (result) => [
        EVENTS,
        ...(result ?? []).map((event) => ({ type: 'CalendarEvent' as const, id: event.id })),
      ],
    },
    addCalendarEvent: { invalidatesTags: [EVENTS] },
    // A changed calendar moves the event in or out of the filtered lists.
    updateCalendarEvent: {
      invalidatesTags: (_r, _e, arg) => [EVENTS, { type: 'CalendarEvent', id: arg.body.event.id }],
    },
    removeCalendarEvent: { invalidatesTags: (_r, _e, arg) => [EVENTS, { type: 'CalendarEvent', id: arg.id }] },
  },
});

export const {
  useGetCalendarEventsQuery,
  useAddCalendarEventMutation,
  useUpdateCalendarEventMutation,
  useRemoveCalendarEventMutation,
} = api;
export type { CalendarEvent, AddCalendarEventApiArg } from '../generated/calendar';
