import type { i18n as I18n } from 'i18next';
import { installMessageText } from './errors';

/** A text the server words: the English message, and the stable code and values that render it in any language. */
export interface CodedMessage {
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

const ROOT = 'serverMessages';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Values that are codes of the data, shown with the label the interface already has for them. */
const VALUE_LABELS: Record<string, (value: string) => string[]> = {
  status: (v) => statusKeys(v),
  target: (v) => [`associationWorkflows.status.member.${v}`, `association.enums.memberStatus.${v}`],
  allowed: (v) => statusKeys(v),
  entity: (v) => [`${ROOT}.entities.${v}`],
  kind: (v) => [`association.enums.verificationKind.${v}`],
  documents: (v) => [`association.enums.document.${v}`],
  // The community area's records (courses, PIT events, forum reports...) have states of their own: a dismissed report
  // is not a dismissed member.
  state: (v) => [`${ROOT}.communityStates.${v}`],
  allowedStates: (v) => [`${ROOT}.communityStates.${v}`],
};
/** Values that list alternatives: "draft or open". */
const ALTERNATIVES = new Set(['allowed', 'allowedStates']);
const STATUS_GROUPS = ['memberStatus', 'verificationStatus', 'renewalStatus', 'dueStatus', 'paymentStatus'];
const CORRESPONDENCE_STATUSES = ['associationCorrespondence.mailStatus', 'associationCorrespondence.informationStatus'];

/** The labels the workflow screens show come first, so a message names a status as the screen beside it does. */
const WORKFLOW_STATUSES = ['member', 'verification', 'renewal', 'due', 'payment', 'mail', 'transfer'];
const statusKeys = (v: string) => [
  ...WORKFLOW_STATUSES.map((g) => `associationWorkflows.status.${g}.${v}`),
  ...STATUS_GROUPS.map((g) => `association.enums.${g}.${v}`),
  ...CORRESPONDENCE_STATUSES.map((g) => `${g}.${v}`),
  `${ROOT}.statuses.${v}`,
];

/** One value in the reader's language: a status code by its label, a day as the language writes it. */
function localValue(i18n: I18n, name: string, value: string | number): string | number {
  if (typeof value !== 'string') return value;
  const candidates = VALUE_LABELS[name];
  if (candidates) {
    const labels = value.split(',').map((part) => {
      const key = candidates(part).find((k) => i18n.exists(k));
      return key ? i18n.t(key) : part;
    });
    return labels.join(ALTERNATIVES.has(name) ? ` ${i18n.t(`${ROOT}.or`)} ` : ', ');
  }
  if (ISO_DAY.test(value)) {
    return new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  }
  return value;
}

/**
 * The text of a coded server message in the interface language. A code the interface does not know (a newer server,
 * an area not translated yet) falls back to its family's general text (`notFound._`), and only then to the English
 * message, so nothing is lost.
 */
export function messageText(i18n: I18n, text: CodedMessage): string {
  if (text.code) {
    const exact = `${ROOT}.${text.code}`;
    const family = `${ROOT}.${text.code.split('.')[0]}._`;
    const key = i18n.exists(exact) ? exact : i18n.exists(family) ? family : undefined;
    if (key) {
      const values = Object.fromEntries(Object.entries(text.params ?? {}).map(([name, value]) => [name, localValue(i18n, name, value)]));
      return i18n.t(key, values);
    }
  }
  return i18n.t(text.message, { defaultValue: text.message });
}

installMessageText(messageText);
