/** The 1-based page of `items`; a page past the end is empty. */
export function paginate<T>(items: readonly T[], page = 1, perPage = 10): T[] {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}

/** Case-insensitive substring match; an empty needle matches everything. */
export function includesText(haystack: string | undefined | null, needle: string | undefined): boolean {
  if (!needle) return true;
  return (haystack ?? '').toLowerCase().includes(needle.toLowerCase());
}

/** The next id after the largest one in use, so ids stay unique after deletes. */
export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}
