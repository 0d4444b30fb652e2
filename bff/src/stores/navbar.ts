import { includesText } from '../lib/paginate.js';

export interface SearchPage {
  id: number;
  target: string;
  isBookmarked: boolean;
  title: string;
  icon: string;
  link: string;
}

export interface SearchFile {
  title: string;
  by: string;
  size: string;
  file: string;
}

export interface SearchContact {
  title: string;
  email: string;
  img: string;
  date: string;
}

interface Group<Title extends string, Item> {
  groupTitle: Title;
  searchLimit: number;
  data: Item[];
}
export type SearchGroup = Group<'Pages', SearchPage> | Group<'Files', SearchFile> | Group<'Contacts', SearchContact>;

export interface Bookmarks {
  /** Every page, in Pages order. */
  suggestions: SearchPage[];
  /** The bookmarked pages, in Pages order. */
  bookmarks: SearchPage[];
}

/** The navbar's search groups and the bookmark flags of the Pages group. */
export interface NavbarStore {
  /** Every group, in fixture order; with q, each group keeps only its matching items (groups stay, maybe empty). */
  search(q?: string): SearchGroup[];
  bookmarks(): Bookmarks;
  /** Flips isBookmarked of the page; undefined when no page has that id. */
  toggleBookmark(id: number): SearchPage | undefined;
}

function filterGroup(group: SearchGroup, q: string | undefined): SearchGroup {
  switch (group.groupTitle) {
    case 'Pages':
      return { ...group, data: group.data.filter((page) => includesText(page.title, q)) };
    // A file's title is its file name; `file` is only the icon shown next to it.
    case 'Files':
      return { ...group, data: group.data.filter((file) => includesText(file.title, q)) };
    case 'Contacts':
      return {
        ...group,
        data: group.data.filter((contact) => includesText(contact.title, q) || includesText(contact.email, q)),
      };
  }
}

export class MemoryNavbarStore implements NavbarStore {
  private readonly pages: SearchPage[];

  constructor(private readonly groups: SearchGroup[]) {
    const pages = groups.find((group): group is Group<'Pages', SearchPage> => group.groupTitle === 'Pages');
    if (!pages) throw new Error('The navbar search data has no Pages group');
    this.pages = pages.data;
  }

  search(q?: string) {
    return structuredClone(this.groups.map((group) => filterGroup(group, q)));
  }

  bookmarks() {
    return structuredClone({ suggestions: this.pages, bookmarks: this.pages.filter((page) => page.isBookmarked) });
  }

  toggleBookmark(id: number) {
    const page = this.pages.find((p) => p.id === id);
    if (!page) return undefined;
    page.isBookmarked = !page.isBookmarked;
    return structuredClone(page);
  }
}
