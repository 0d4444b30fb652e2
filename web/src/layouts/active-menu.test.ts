import { describe, expect, it } from 'vitest';
import type { MenuSection } from '../app/menu';
import { activeMenuPath } from './use-visible-menu';

const sections: MenuSection[] = [
  {
    id: 'apps',
    header: 'apps',
    items: [
      { id: 'email', title: 'email', path: '/email' },
      { id: 'users', title: 'users', path: '/users/list' },
      {
        id: 'info',
        title: 'info',
        children: [
          { id: 'info-list', title: 'list', path: '/association/information' },
          { id: 'info-create', title: 'create', path: '/association/information/create' },
        ],
      },
    ],
  },
];

describe('the highlighted menu entry', () => {
  it('is the entry of the page, or the longest entry the page path continues', () => {
    expect(activeMenuPath(sections, '/email')).toBe('/email');
    expect(activeMenuPath(sections, '/email/draft')).toBe('/email');
    expect(activeMenuPath(sections, '/association/information/create')).toBe('/association/information/create');
    expect(activeMenuPath(sections, '/association/information/42')).toBe('/association/information');
  });

  it('is none for a page no entry leads to, and never matches on a bare prefix of a word', () => {
    expect(activeMenuPath(sections, '/emailing')).toBeUndefined();
    expect(activeMenuPath(sections, '/users/view/3')).toBeUndefined();
    expect(activeMenuPath(sections, '/chat')).toBeUndefined();
  });
});
