import { Link, useLocation, type LinkProps } from 'react-router-dom';

/**
 * A link to a record's page that brings the current address along (search, filters, sort, page) as `state.from`, so
 * that page can lead back to exactly this list. It reads the address when it renders: DataTable memoises its cells by
 * row data, so an address captured by a column's body goes stale after a search that changes the address but not
 * the row.
 */
export function ReturnLink(props: Omit<LinkProps, 'state'>) {
  const location = useLocation();
  return <Link {...props} state={{ from: `${location.pathname}${location.search}` }} />;
}
