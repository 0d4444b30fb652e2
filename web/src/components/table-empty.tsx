import type { ReactNode } from 'react';

/**
 * What a table says when it has no rows: its empty text once the rows have come, nothing while they are on their way
 * (the table's loading overlay says what is happening; "no data" before the answer would be wrong).
 */
export function tableEmpty(loading: boolean, text: ReactNode): ReactNode {
  return loading ? <span /> : text;
}
