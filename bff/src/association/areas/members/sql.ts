/**
 * The member's name, NPA and email as one text: exactly the expression of members_search_idx (001_core.sql), so q on
 * every list joined to members (alias m) is served by that trigram index.
 */
export const MEMBER_SEARCH_SQL = `m.full_name || ' ' || coalesce(m.npa, '') || ' ' || m.email`;

/** Filter condition: the division column is a branch of the province given as the value. */
export const inProvince = (column: string) => `${column} IN (SELECT id FROM divisions WHERE parent_id = ?)`;

/** Filter condition: the record's member belongs to a branch of the province given as the value. */
export const memberInProvince = `m.division_id IN (SELECT id FROM divisions WHERE parent_id = ?)`;
