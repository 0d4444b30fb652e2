import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export type Sort = (typeof SORTS)[number];
export const PER_PAGE = 9;

export interface ShopQuery {
  q: string;
  sortBy: Sort;
  page: number;
}

/**
 * Search, sort and page live in the address (?q=&sortBy=&page=), so reload and back restore them. Defaults are left
 * out of the address. A new search or sort goes back to page 1.
 */
export function useShopQuery(): [ShopQuery, (change: Partial<ShopQuery>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sortBy');
  const pageParam = Number(params.get('page'));
  const query: ShopQuery = {
    q: params.get('q') ?? '',
    sortBy: SORTS.includes(sortParam as Sort) ? (sortParam as Sort) : 'featured',
    page: Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1,
  };

  const update = useCallback(
    (change: Partial<ShopQuery>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const resetsPage = 'q' in change || 'sortBy' in change;
          const merged = {
            q: change.q ?? next.get('q') ?? '',
            sortBy: change.sortBy ?? next.get('sortBy') ?? 'featured',
            page: change.page ?? (resetsPage ? 1 : Number(next.get('page') ?? 1)),
          };
          for (const [key, value] of Object.entries(merged)) {
            const isDefault = value === '' || value === 'featured' || value === 1;
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return [query, update];
}
