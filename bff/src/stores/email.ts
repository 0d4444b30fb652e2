import { includesText, nextId } from '../lib/paginate.js';

export type EmailFolder = 'inbox' | 'sent' | 'draft' | 'spam' | 'trash';
export type EmailView = EmailFolder | 'starred';
export type EmailLabel = 'private' | 'company' | 'important' | 'personal';

export interface EmailPerson {
  email: string;
  name: string;
  avatar: string;
}

interface EmailFields {
  id: number;
  from: EmailPerson;
  to: { name: string; email: string }[];
  subject: string;
  cc: string[];
  bcc: string[];
  message: string;
  attachments: { fileName: string; thumbnail: string; url: string; size: string }[];
  isStarred: boolean;
  labels: EmailLabel[];
  time: string;
  folder: EmailFolder;
  isRead: boolean;
  isDeleted: boolean;
}

export interface EmailReply extends EmailFields {
  replies: never[];
}

export interface Email extends EmailFields {
  replies: EmailReply[];
}

export interface EmailWithNeighbours extends Email {
  hasPreviousMail: boolean;
  hasNextMail: boolean;
}

export interface EmailListQuery {
  q?: string;
  view: EmailView;
  label?: EmailLabel;
}

export interface EmailsMeta {
  inbox: number;
  draft: number;
  spam: number;
}

export interface EmailChanges {
  isRead?: boolean;
  isStarred?: boolean;
  folder?: EmailFolder;
  labels?: EmailLabel[];
}

export interface EmailDraft {
  to: { name?: string; email: string }[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  message: string;
  folder: 'draft' | 'sent';
}

/** A bulk change either applies to every id or, when some ids are unknown, to none. */
export type BulkResult = { emails: Email[] } | { missing: number[] };

export interface EmailStore {
  /** The emails of one view, newest first, and the unread counts over the whole mailbox. */
  list(query: EmailListQuery): { emails: Email[]; emailsMeta: EmailsMeta };
  get(id: number): EmailWithNeighbours | undefined;
  /** The email before or after `id` in the list its folder view shows; undefined at either end. */
  neighbour(id: number, dir: 'previous' | 'next'): EmailWithNeighbours | undefined;
  update(ids: number[], changes: EmailChanges): BulkResult;
  toggleLabel(ids: number[], label: EmailLabel): BulkResult;
  compose(draft: EmailDraft): Email;
}

const newestFirst = (a: Email, b: Email) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id;

function inView(email: Email, view: EmailView): boolean {
  if (email.isDeleted) return false;
  if (view === 'trash') return email.folder === 'trash';
  if (email.folder === 'trash') return false;
  return view === 'starred' ? email.isStarred : email.folder === view;
}

/** The mailbox owner is whoever the fixture's inbox mail is addressed to; composed mail is sent as them. */
function mailboxOwner(emails: readonly Email[]): EmailPerson {
  const inboxMail = emails.find((e) => e.folder === 'inbox' && e.to.length > 0);
  if (!inboxMail) throw new Error('The email fixture needs an inbox email to know the mailbox owner');
  const { name, email } = inboxMail.to[0]!;
  const avatar = emails.find((e) => e.from.email === email)?.from.avatar ?? '';
  return { name, email, avatar };
}

export class MemoryEmailStore implements EmailStore {
  private readonly emails: Email[];
  private readonly owner: EmailPerson;

  constructor(
    seed: Email[],
    private readonly now: () => Date,
  ) {
    this.emails = seed;
    this.owner = mailboxOwner(this.emails);
  }

  list({ q, view, label }: EmailListQuery) {
    const emails = this.view(view).filter(
      (e) =>
        (label === undefined || e.labels.includes(label)) &&
        (includesText(e.subject, q) || includesText(e.from.name, q)),
    );
    return { emails: structuredClone(emails), emailsMeta: this.unreadCounts() };
  }

  get(id: number) {
    const email = this.find(id);
    return email && this.withNeighbours(email);
  }

  neighbour(id: number, dir: 'previous' | 'next') {
    const email = this.find(id);
    if (!email) return undefined;
    const list = this.view(email.folder);
    const index = list.indexOf(email);
    if (index < 0) return undefined;
    const other = list[dir === 'previous' ? index - 1 : index + 1];
    return other && this.withNeighbours(other);
  }

  update(ids: number[], changes: EmailChanges) {
    return this.bulk(ids, (email) => Object.assign(email, structuredClone(changes)));
  }

  toggleLabel(ids: number[], label: EmailLabel) {
    return this.bulk(ids, (email) => {
      email.labels = email.labels.includes(label) ? email.labels.filter((l) => l !== label) : [...email.labels, label];
    });
  }

  compose({ to, cc = [], bcc = [], subject, message, folder }: EmailDraft) {
    const email: Email = {
      // Replies carry ids too; counting them keeps every id in the mailbox unique.
      id: nextId([...this.emails, ...this.emails.flatMap((e) => e.replies)]),
      from: { ...this.owner },
      to: to.map((r) => ({ name: r.name ?? r.email, email: r.email })),
      subject,
      cc: [...cc],
      bcc: [...bcc],
      message,
      attachments: [],
      isStarred: false,
      labels: [],
      time: this.now().toISOString(),
      replies: [],
      folder,
      isRead: true,
      isDeleted: false,
    };
    this.emails.push(email);
    return structuredClone(email);
  }

  private find(id: number) {
    return this.emails.find((e) => e.id === id);
  }

  private view(view: EmailView): Email[] {
    return this.emails.filter((e) => inView(e, view)).sort(newestFirst);
  }

  private withNeighbours(email: Email): EmailWithNeighbours {
    const list = this.view(email.folder);
    const index = list.indexOf(email);
    return { ...structuredClone(email), hasPreviousMail: index > 0, hasNextMail: index >= 0 && index < list.length - 1 };
  }

  private unreadCounts(): EmailsMeta {
    const unread = (folder: EmailFolder) =>
      this.emails.filter((e) => e.folder === folder && !e.isRead && !e.isDeleted).length;
    return { inbox: unread('inbox'), draft: unread('draft'), spam: unread('spam') };
  }

  private bulk(ids: number[], change: (email: Email) => void): BulkResult {
    const found = ids.map((id) => this.find(id));
    const missing = ids.filter((_id, i) => found[i] === undefined);
    if (missing.length > 0) return { missing };
    const emails = found as Email[];
    emails.forEach(change);
    return { emails: structuredClone(emails) };
  }
}
