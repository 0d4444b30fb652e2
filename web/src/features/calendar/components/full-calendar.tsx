/**
 * The calendar component (@fullcalendar/react 6, matching the v6 core, plugins and locales). Imported through this
 * module so tests can swap the canvas-heavy calendar for a light stand-in.
 */
export { default } from '@fullcalendar/react';
