import { useCallback, useState } from 'react';

export type FieldErrors = Record<string, string>;

/**
 * A form's field errors (its own checks and the server's), each dropped as soon as its field is changed: an error
 * stays only on a field the person has not corrected yet.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The fields were changed: their errors no longer describe them. */
  const fixed = useCallback((...names: string[]) => {
    setErrors((current) => (names.some((n) => n in current) ? Object.fromEntries(Object.entries(current).filter(([n]) => !names.includes(n))) : current));
  }, []);
  /**
   * The setter of a group of fields (payment details) that also fixes the fields whose value it changes from
   * `before`.
   */
  const correcting = useCallback(
    <T extends object>(before: T, set: (after: T) => void) =>
      (after: T) => {
        fixed(...Object.keys(after).filter((k) => (before as Record<string, unknown>)[k] !== (after as Record<string, unknown>)[k]));
        set(after);
      },
    [fixed],
  );
  return { errors, setErrors, fixed, correcting };
}
