export const MAIL_STATUSES = ['received', 'dispositioned', 'in_progress', 'done', 'archived'] as const;
export const MAIL_CATEGORIES = ['invitation', 'request', 'notification', 'circular', 'report', 'complaint', 'cooperation', 'other'] as const;
export const MAIL_PRIORITIES = ['normal', 'urgent', 'very_urgent'] as const;

export const MAIL_FILTERS = ['status', 'category', 'priority', 'overdue'] as const;
export type MailFilter = (typeof MAIL_FILTERS)[number];
export const MAIL_SORTS = ['receivedDate', 'letterDate', 'dueDate', 'agendaNumber', 'sender', 'status', 'createdAt'].flatMap((f) => [
  `${f}:asc`,
  `${f}:desc`,
]);
export const MAIL_DEFAULT_SORT = 'receivedDate:desc';
