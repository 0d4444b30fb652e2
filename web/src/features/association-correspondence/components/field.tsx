import type { ReactNode } from 'react';

/** A labelled form field with its error (from the server or the form) announced and tied to the input. */
export function Field({ id, label, error, hint, required, wide, children }: { id: string; label: string; error?: string; hint?: string; required?: boolean; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'field ac-field ac-field-wide' : 'field ac-field'}>
      <label htmlFor={id}>
        {label}
        {required && <span className="ac-required" aria-hidden> *</span>}
      </label>
      {children}
      {hint && !error && <small className="muted">{hint}</small>}
      {error && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
