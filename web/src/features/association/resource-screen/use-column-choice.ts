import { useCallback, useMemo, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { FieldConfig } from './types';

/** Where a person's column choice for one list is kept: per signed-in user, so a shared browser keeps each one's. */
export const columnsStorageKey = (userId: number | string, resource: string) => `association.columns.${userId}.${resource}`;

function readHidden(key: string): string[] | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(stored) && stored.every((name) => typeof name === 'string') ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The list columns the signed-in person chose to see. What is stored is the hidden columns, so a column added to the
 * resource later shows up rather than staying out of sight. At least one column always stays.
 */
export function useColumnChoice<Row>(resource: string, fields: FieldConfig<Row>[]) {
  const userId = useAppSelector((s) => s.session.user?.id ?? 'anonymous');
  const key = columnsStorageKey(userId, resource);
  const columns = useMemo(() => fields.filter((f) => !f.detailOnly), [fields]);
  const defaults = useMemo(() => columns.filter((c) => c.hidden).map((c) => c.name), [columns]);
  // Re-read when the user (the key) changes, without an effect: the state remembers which key it belongs to.
  const [choice, setChoice] = useState(() => ({ key, hidden: readHidden(key) ?? defaults }));
  const hidden = choice.key === key ? choice.hidden : (readHidden(key) ?? defaults);

  const visible = useMemo(() => columns.filter((c) => !hidden.includes(c.name)), [columns, hidden]);

  const choose = useCallback(
    (names: string[]) => {
      if (names.length === 0) return;
      const nextHidden = columns.map((c) => c.name).filter((name) => !names.includes(name));
      localStorage.setItem(key, JSON.stringify(nextHidden));
      setChoice({ key, hidden: nextHidden });
    },
    [columns, key],
  );

  return { columns, visible, choose };
}
