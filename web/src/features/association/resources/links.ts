import { paths } from '../../../app/paths';

/** The member view (the member workflow screens' page). */
export const memberPath = (row: { memberId: number | null }) => (row.memberId === null ? undefined : paths.associationMember(row.memberId));
export const divisionPath = (id: number | null) => (id === null ? undefined : paths.associationRecord(paths.associationDivisions, id));
export const strRecordPath = (id: number | null) => (id === null ? undefined : paths.associationRecord(paths.associationStr, id));

/** The paths of a resource with all four pages under its list path. */
export const recordPaths = (list: string) => ({
  list,
  detail: (id: number | string) => paths.associationRecord(list, id),
  create: paths.associationRecordCreate(list),
  edit: (id: number | string) => paths.associationRecordEdit(list, id),
});
