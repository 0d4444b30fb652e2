import type { ComponentType, ReactNode } from 'react';
import type { Access } from '../../auth/ability';

/**
 * One association resource, described once: what its list shows and filters, what its form edits, which API hooks
 * serve it and which CASL subject guards it. The resource screens (list, detail, form) are built from this.
 * Every label is an i18n key: association.resources.<name>.{title,subtitle,create,fields.<field>},
 * enum values association.enums.<enum>.<value>.
 */
export interface ResourceConfig<Row extends { id: number } = { id: number }, Created = Row> extends ResourceMeta {
  api: ResourceApi<Row, Created>;
  /** The record as people name it: titles, confirmations, bulk summaries. */
  label: (row: Row) => string;
  /** The field that names a row for screen readers (its selection checkbox). */
  labelField: keyof Row & string;
  /** Columns of the list (in order) and fields of the detail page. */
  fields: FieldConfig<Row>[];
  filters: FilterConfig[];
  /** Fields the server sorts by (the contract's sorts) and its default, `field:asc|desc`. */
  sorts: readonly string[];
  defaultSort: string;
  /** Whether the list has the server-side search box (q). */
  search: boolean;
  /** The create/edit form; absent when staff do not edit the resource here. */
  form?: FormFieldConfig[];
  /** Actions on the selected rows besides delete (which every deletable resource gets). */
  bulkActions?: BulkAction<Row>[];
  /** Actions on one record besides edit and delete, offered on its detail page. */
  recordActions?: RecordAction<Row>[];
  /** A create that answers more than the record: what to show of it, once, before the new record opens. */
  created?: CreatedNotice<Row, Created>;
}

export interface RecordAction<Row> {
  id: string;
  access: Access;
  /** The button and whatever it opens (a confirmation, a dialog with the outcome). */
  Component: ComponentType<{ row: Row }>;
}

export interface CreatedNotice<Row, Created> {
  /** The record inside the create's answer. */
  record: (answer: Created) => Row;
  /**
   * Shown over the form right after the create, until the person closes it; the answer is kept nowhere else (an
   * account's temporary password is never on screen again).
   */
  Notice: ComponentType<{ answer: Created; onClose: () => void }>;
}

/** What the router needs before the resource's screens load: where they live and who may open them. */
export interface ResourceMeta {
  name: string;
  /** CASL subject of the resource's API. */
  subject: string;
  paths: {
    list: string;
    detail?: (id: number | string) => string;
    create?: string;
    edit?: (id: number | string) => string;
  };
  /**
   * The pages this feature registers. A detail path another screen owns (the member view, the STR renewal
   * workflow) is linked to but not registered here.
   */
  pages: readonly ('list' | 'detail' | 'create' | 'edit')[];
}

export type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast';

export type ValueType =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'number'
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'boolean'
  | 'reference';

export interface FieldConfig<Row> {
  /** The record's property (unless `value` says otherwise) and the label key fields.<name>. */
  name: string;
  type: ValueType;
  /** Enum label group (association.enums.<enum>). */
  enum?: string;
  /** Tag colour per enum value. */
  tones?: Partial<Record<string, Severity>>;
  value?: (row: Row) => unknown;
  /** Where the value leads (the member, the division). */
  link?: (row: Row) => string | undefined;
  /** A display of its own, for values no type fits (checklists, allocations). */
  render?: (row: Row) => ReactNode;
  /** The server sorts the list by this field. */
  sortable?: boolean;
  /** Hidden in the list until the person shows it with the column chooser. */
  hidden?: boolean;
  /** Shown on the detail page only. */
  detailOnly?: boolean;
}

export type FilterConfig =
  | { name: string; type: 'enum'; enum?: string; values: readonly string[] }
  | { name: string; type: 'boolean' }
  | { name: string; type: 'date' }
  | { name: string; type: 'number'; min: number; max: number }
  | { name: string; type: 'text'; pattern?: RegExp }
  | { name: string; type: 'reference'; source: ReferenceSource };

export interface FormFieldConfig {
  name: string;
  type: Exclude<ValueType, 'datetime'>;
  enum?: string;
  values?: readonly string[];
  source?: ReferenceSource;
  required?: boolean;
  /** Left empty, the field is sent as null (the contract allows null) instead of being left out. */
  nullable?: boolean;
  /** Only on the create form (fields fixed once created) or only on the edit form. */
  only?: 'create' | 'edit';
  min?: number;
  max?: number;
  /** Decimal places a number accepts (0 by default). */
  fractionDigits?: number;
  maxLength?: number;
  /** Value a new record starts with. */
  initial?: unknown;
  /** Spans the whole form row (long texts, addresses). */
  wide?: boolean;
  /** Shows the hint association.resources.<name>.hints.<field> under the field. */
  hint?: boolean;
  /** Shown (and sent) only while the form's other values call for it, e.g. a member account's member record. */
  when?: (values: Readonly<Record<string, unknown>>) => boolean;
}

/** Picks a record of another resource (a division, a member, an STR) by searching its list. */
export interface ReferenceSource {
  useOptions(q: string, skip: boolean): { options: ReferenceOption[]; loading: boolean };
  /** The name of the record with this id (for a value that came from the address or the record). */
  useLabel(id: number | null): string | undefined;
}
export interface ReferenceOption {
  id: number;
  label: string;
  hint?: string;
}

export interface BulkAction<Row> {
  /** Label key association.resources.<name>.bulk.<id>.{label,confirm,done}. */
  id: string;
  icon: string;
  severity?: 'danger' | 'warning' | 'info' | 'success';
  access: Access;
  /** Hook returning the action for one row; it rejects with the API error when the row fails. */
  useRun: () => (row: Row) => Promise<unknown>;
}

export interface ListPage<Row> {
  data: Row[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
  from: number;
  to: number;
}

export interface AuditRecord {
  id: number;
  action: string;
  actor: string;
  at: string;
  changes: Record<string, unknown>;
}

export type ListArg = Record<string, string | number | boolean | undefined>;
export type Body = Record<string, unknown>;

interface QueryResult<T> {
  data?: T;
  error?: unknown;
  isFetching: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}
interface MutationState {
  isLoading: boolean;
}
type Settled<T> = PromiseLike<{ data?: T; error?: unknown }>;
// Generated hooks take their own argument types (a sort union, an enum filter); the screens build them from the
// URL. Declared as methods, the hooks' parameter types are checked both ways, so each resource's hooks fit here.
type Trigger<A, R> = { bivarianceHack(arg: A): R }['bivarianceHack'];

/** The enhanced RTK Query hooks of one resource. */
export interface ResourceApi<Row, Created = Row> {
  useList(arg: ListArg): QueryResult<ListPage<Row>>;
  useGet(arg: { id: number }, options?: { skip?: boolean }): QueryResult<Row>;
  useAudit(arg: { id: number }, options?: { skip?: boolean }): QueryResult<{ data: AuditRecord[] }>;
  useExport(): readonly [Trigger<ListArg, { unwrap(): Promise<unknown> }>, { isFetching: boolean }, ...unknown[]];
  useCreate?(): readonly [Trigger<{ body: Body }, Settled<Created>>, MutationState];
  useUpdate?(): readonly [Trigger<{ id: number; body: Body }, Settled<Row>>, MutationState];
  useDelete?(): readonly [Trigger<{ id: number }, Settled<unknown> & { unwrap(): Promise<unknown> }>, MutationState];
}
