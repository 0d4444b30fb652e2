import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';

/** The member view at /association/members/:id is the member workflow screens' page: linked to, not registered. */
export const meta: ResourceMeta = {
  name: 'members',
  subject: 'Member',
  paths: {
    list: paths.associationMembers,
    detail: paths.associationMember,
    create: paths.associationRecordCreate(paths.associationMembers),
    edit: (id) => paths.associationRecordEdit(paths.associationMembers, id),
  },
  pages: ['list', 'create', 'edit'],
};
