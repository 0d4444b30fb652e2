import type { ReactNode } from 'react';

/** A labelled form field with its hint and error message, wired for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** The aria attributes an input needs to point at its field's error or hint. */
export const describedBy = (id: string, error?: string, hint?: string) => ({
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  'aria-invalid': error ? true : undefined,
});
