import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDivisionQuery, useListDivisionsQuery } from '../../../api/enhanced/association-divisions';
import { useGetStrRecordQuery, useListStrRecordsQuery } from '../../../api/enhanced/association-licences';
import { useGetMemberQuery, useListMembersQuery } from '../../../api/enhanced/association-members';
import type { Access } from '../../auth/ability';
import { useDivisionScope, useScopedDivisions } from '../../auth/scoped-divisions';
import type { ReferenceSource } from '../resource-screen/types';

const SUGGESTIONS = 20;

/** Boards to pick from: any level, or only provinces or branches (the member's branch, a province filter). */
export function divisionSource(level?: 'national' | 'province' | 'branch'): ReferenceSource {
  return {
    useOptions(q, skip) {
      const { data, isFetching } = useListDivisionsQuery({ q: q || undefined, level, perPage: SUGGESTIONS, sort: 'name:asc' }, { skip });
      return useMemo(() => ({ options: (data?.data ?? []).map((d) => ({ id: d.id, label: d.name, hint: d.code })), loading: isFetching }), [data, isFetching]);
    },
    useLabel(id) {
      return useGetDivisionQuery({ id: id ?? 0 }, { skip: id === null }).data?.name;
    },
  };
}

/** Members, searched by name, NPA or email. */
export const memberSource: ReferenceSource = {
  useOptions(q, skip) {
    const { data, isFetching } = useListMembersQuery({ q: q || undefined, perPage: SUGGESTIONS }, { skip });
    return useMemo(
      () => ({
        options: (data?.data ?? []).map((m) => ({ id: m.id, label: m.fullName, hint: [m.npa, m.divisionName].filter(Boolean).join(' · ') })),
        loading: isFetching,
      }),
      [data, isFetching],
    );
  },
  useLabel(id) {
    return useGetMemberQuery({ id: id ?? 0 }, { skip: id === null }).data?.fullName;
  },
};

/**
 * Legacy STRs that can still be re-registered (neither converted to a lifetime STR nor replaced on re-registration),
 * searched by their holder; the hint
 * says whose it is and whether it is still valid.
 */
export const legacyStrSource: ReferenceSource = {
  useOptions(q, skip) {
    const { t } = useTranslation();
    const { data, isFetching } = useListStrRecordsQuery({ q: q || undefined, kind: 'legacy', perPage: SUGGESTIONS, sort: 'expiresAt:desc' }, { skip });
    return useMemo(
      () => ({
        options: (data?.data ?? [])
          .filter((s) => s.status !== 'converted' && s.status !== 'replaced')
          .map((s) => ({ id: s.id, label: s.number, hint: `${s.memberName} · ${t(`association.enums.strStatus.${s.status}`)}` })),
        loading: isFetching,
      }),
      [data, isFetching, t],
    );
  },
  useLabel(id) {
    return useGetStrRecordQuery({ id: id ?? 0 }, { skip: id === null }).data?.number;
  },
};

/**
 * The branches where the account may `action` a `subject` (a member registered in them, say): a branch board is
 * offered its own branch, a provincial board the branches of its province, national staff every branch. Offering
 * others would only lead to a refusal when the form is saved.
 */
export function branchSourceFor(action: Access['action'], subject: string): ReferenceSource {
  return {
    useOptions(q, skip) {
      const scope = useDivisionScope({ action, subject });
      const { data, isFetching } = useScopedDivisions({ q, level: 'branch', scope, skip });
      return useMemo(() => ({ options: data.map((d) => ({ id: d.id, label: d.name, hint: d.code })), loading: isFetching }), [data, isFetching]);
    },
    useLabel(id) {
      return useGetDivisionQuery({ id: id ?? 0 }, { skip: id === null }).data?.name;
    },
  };
}

export const branchSource = divisionSource('branch');
export const provinceSource = divisionSource('province');
export const anyDivisionSource = divisionSource();
