import type { DemoArea } from './area.js';
import email from './email/index.js';
import chat from './chat/index.js';
import todo from './todo/index.js';
import calendar from './calendar/index.js';
import users from './users/index.js';
import invoices from './invoices/index.js';
import ecommerce from './ecommerce/index.js';
import pages from './pages/index.js';
import cards from './cards/index.js';
import tables from './tables/index.js';
import navbar from './navbar/index.js';

/** Every area of the demo workspace the BFF serves locally, in the order the docs list them. */
export const DEMO_AREAS: DemoArea[] = [email, chat, todo, calendar, users, invoices, ecommerce, pages, cards, tables, navbar];
