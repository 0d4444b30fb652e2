import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListMembersQuery } from '../../api/enhanced/association-members';
import { useListMailsQuery } from '../../api/enhanced/correspondence-mails';
import { useGetMainSearchDataQuery } from '../../api/enhanced/navbar';
import type { NavbarContact, NavbarFile } from '../../api/generated/navbar';
import type { MenuItem, MenuSection } from '../../app/menu';
import { paths } from '../../app/paths';
import { useAbility } from '../../features/auth/ability';
import { useVisibleMenu } from '../use-visible-menu';

export interface SearchResult {
  key: string;
  group: 'pages' | 'members' | 'mails' | 'files' | 'contacts';
  icon: string;
  title: string;
  detail?: string;
  link?: string;
}

const PAGE_LIMIT = 6;
const RECORD_LIMIT = 5;

/** Lower case without accents, so "verifikasi" finds "Verifikasi" and "état" finds "etat". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Menu pages the account can open whose label (in the interface language), section or keywords contain every word
 * typed: the words staff use for a page ("tunggakan", "anggota") are its keywords where the label says otherwise.
 */
export function matchPages(sections: MenuSection[], t: TFunction, q: string): SearchResult[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  const found: SearchResult[] = [];
  const visit = (items: MenuItem[], trail: string[], icon?: string) => {
    for (const item of items) {
      const label = t(item.title);
      if (item.children) {
        visit(item.children, [...trail, label], item.icon ?? icon);
        continue;
      }
      if (!item.path) continue;
      const haystack = fold([label, ...trail, t(`searchKeywords.${item.id}`, { defaultValue: '' })].join(' '));
      if (words.every((w) => haystack.includes(w))) {
        found.push({ key: `p-${item.id}`, group: 'pages', icon: item.icon ?? icon ?? 'pi pi-file', title: label, detail: trail.join(' › ') || undefined, link: item.path });
      }
    }
  };
  for (const section of sections) visit(section.items, [t(section.header)]);
  return found.slice(0, PAGE_LIMIT);
}

/**
 * What the navbar finds for `q`: menu pages, members by name or NPA and letters by agenda number (each only where the
 * account may read them), and the demo workspace's files and contacts.
 */
export function useSearchResults(q: string, open: boolean): { results: SearchResult[]; loading: boolean } {
  const { t } = useTranslation();
  const ability = useAbility();
  const sections = useVisibleMenu();
  const active = open && q !== '';
  const records = active && q.length >= 2;
  const members = useListMembersQuery({ q, perPage: RECORD_LIMIT }, { skip: !records || !ability.can('read', 'Member') });
  const mails = useListMailsQuery({ q, perPage: RECORD_LIMIT }, { skip: !records || !ability.can('read', 'Mail') });
  const demo = useGetMainSearchDataQuery({ q }, { skip: !active || !ability.can('read', 'Navbar') });

  const results = useMemo<SearchResult[]>(() => {
    if (!active) return [];
    const memberRows = (members.currentData?.data ?? []).map((m): SearchResult => ({
      key: `m-${m.id}`,
      group: 'members',
      icon: 'pi pi-user',
      title: m.fullName,
      detail: [m.npa, m.divisionName].filter(Boolean).join(' · '),
      link: paths.associationMember(m.id),
    }));
    const mailRows = (mails.currentData?.data ?? []).map((m): SearchResult => ({
      key: `l-${m.id}`,
      group: 'mails',
      icon: 'pi pi-envelope',
      title: m.agendaNumber,
      detail: `${m.subject} · ${m.sender}`,
      link: paths.associationMail(m.id),
    }));
    const extras = (demo.currentData?.searchArr ?? []).flatMap((group): SearchResult[] => {
      const items = group.data.slice(0, group.searchLimit);
      if (group.groupTitle === 'Files') {
        return (items as NavbarFile[]).map((f) => ({ key: `f-${f.title}`, group: 'files', icon: 'pi pi-file', title: f.title, detail: `${f.by} · ${f.size}` }));
      }
      if (group.groupTitle === 'Contacts') {
        return (items as NavbarContact[]).map((c) => ({ key: `c-${c.email}`, group: 'contacts', icon: 'pi pi-user', title: c.title, detail: c.email }));
      }
      return [];
    });
    return [...matchPages(sections, t, q), ...memberRows, ...mailRows, ...extras];
  }, [active, q, sections, t, members.currentData, mails.currentData, demo.currentData]);

  return { results, loading: members.isFetching || mails.isFetching || demo.isFetching };
}
