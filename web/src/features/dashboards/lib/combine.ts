import type { CardQuery } from '../components/card-shell';

type DataOf<Q> = Q extends CardQuery<infer T> ? NonNullable<T> : never;

/** Several card requests as one: data once all arrived, an error when any failed, retry re-asks the failed ones. */
export function combineQueries<Q extends CardQuery<unknown>[]>(...queries: Q): CardQuery<{ [K in keyof Q]: DataOf<Q[K]> }> {
  const failed = queries.filter((q) => q.isError);
  const ready = queries.every((q) => q.data !== undefined);
  return {
    data: ready ? (queries.map((q) => q.data) as { [K in keyof Q]: DataOf<Q[K]> }) : undefined,
    isError: failed.length > 0,
    error: failed[0]?.error,
    refetch: () => failed.forEach((q) => q.refetch()),
  };
}
