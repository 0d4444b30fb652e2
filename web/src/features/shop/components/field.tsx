import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled form field with its error (an i18n key or the server's message), wired for screen readers. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {t(error, { defaultValue: error })}
        </small>
      )}
    </div>
  );
}
