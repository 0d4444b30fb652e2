/**
 * CASL subjects of the template's demo workspace, which the BFF serves itself (mail, chat, tasks, calendar, users,
 * invoices, shop, pages, cards, tables, navbar search) plus Auth and ACL. Everything else is the association's.
 */
export const DEMO_SUBJECTS = ['Auth', 'ACL', 'Email', 'Chat', 'Todo', 'Calendar', 'User', 'Invoice', 'Ecommerce', 'Page', 'Card', 'Table', 'Navbar'] as const;

const demo = new Set<string>(DEMO_SUBJECTS);
export const isDemoSubject = (subject: string) => demo.has(subject);

/**
 * The abilities of a self-registered account: the spec's "admin with manage on all", on the demo workspace only.
 * Association data is reached only through accounts the association grants access to, never by registering.
 */
export const demoWorkspaceRules = () => DEMO_SUBJECTS.map((subject) => ({ action: 'manage', subject }));
