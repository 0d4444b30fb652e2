import { Checkbox } from 'primereact/checkbox';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChecklistDocument {
  type: string;
  label: string;
  received: boolean;
}

interface ChecklistProps {
  documents: ChecklistDocument[];
  /** Ticking is possible only while the request is open and the user may change it. */
  editable: boolean;
  onToggle: (type: string, received: boolean) => Promise<unknown>;
}

/** The documents a request asks for; ticking one tells the server it arrived (or not) and waits for the answer. */
export function Checklist({ documents, editable, onToggle }: ChecklistProps) {
  const { t } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState<string | null>(null);
  const received = documents.filter((d) => d.received).length;

  async function toggle(type: string, value: boolean) {
    setPending(type);
    try {
      await onToggle(type, value);
    } finally {
      setPending(null);
    }
  }

  return (
    <fieldset className="aw-checklist">
      <legend>
        {t('associationWorkflows.checklist.title')}{' '}
        <span className="muted">
          {t('associationWorkflows.checklist.progress', { received, total: documents.length })}
        </span>
      </legend>
      <ul>
        {documents.map((doc) => (
          <li key={doc.type} className={doc.received ? 'aw-checklist-done' : undefined}>
            <Checkbox
              inputId={`${id}-${doc.type}`}
              checked={doc.received}
              disabled={!editable || pending !== null}
              onChange={(e) => void toggle(doc.type, Boolean(e.checked))}
            />
            <label htmlFor={`${id}-${doc.type}`}>
              {t(`associationWorkflows.documents.${doc.type}`, { defaultValue: doc.label })}
            </label>
            {pending === doc.type && <i className="pi pi-spin pi-spinner muted" aria-hidden />}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
