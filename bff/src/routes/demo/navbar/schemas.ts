import { Type } from 'typebox';
import { IdSchema, SearchQuery } from '../../../schemas/common.js';

const PAGE_EXAMPLE = {
  id: 3,
  target: 'email',
  isBookmarked: true,
  title: 'Email',
  icon: 'pi pi-envelope',
  link: '/email',
};

export const NavbarPageSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    target: Type.String({ minLength: 1, description: 'Stable key of the page.' }),
    isBookmarked: Type.Boolean(),
    title: Type.String({ minLength: 1 }),
    icon: Type.String(),
    link: Type.String({ description: 'The route the search result opens.' }),
  },
  { $id: 'NavbarPage', additionalProperties: false, examples: [PAGE_EXAMPLE] },
);

export const NavbarFileSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, description: 'The file name.' }),
    by: Type.String(),
    size: Type.String({ examples: ['2.4 MB'] }),
    file: Type.String({ description: 'Icon shown for the file type.' }),
  },
  { $id: 'NavbarFile', additionalProperties: false },
);

export const NavbarContactSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, description: "The contact's name." }),
    email: Type.String({ format: 'email' }),
    img: Type.String(),
    date: Type.String({ format: 'date' }),
  },
  { $id: 'NavbarContact', additionalProperties: false },
);

const group = <const T extends string>(title: T, item: string, id: string) =>
  Type.Object(
    {
      groupTitle: Type.Literal(title),
      searchLimit: Type.Integer({ minimum: 1, description: 'How many items of the group the search box shows.' }),
      data: Type.Array(Type.Ref(item)),
    },
    { $id: id, additionalProperties: false },
  );

export const NavbarPagesGroupSchema = group('Pages', 'NavbarPage', 'NavbarPagesGroup');
export const NavbarFilesGroupSchema = group('Files', 'NavbarFile', 'NavbarFilesGroup');
export const NavbarContactsGroupSchema = group('Contacts', 'NavbarContact', 'NavbarContactsGroup');

export const navbarSchemas = [
  NavbarPageSchema,
  NavbarFileSchema,
  NavbarContactSchema,
  NavbarPagesGroupSchema,
  NavbarFilesGroupSchema,
  NavbarContactsGroupSchema,
];

export const MainSearchQuerySchema = Type.Object({ q: SearchQuery });

export const MainSearchResponseSchema = Type.Object({
  searchArr: Type.Array(
    Type.Union([Type.Ref('NavbarPagesGroup'), Type.Ref('NavbarFilesGroup'), Type.Ref('NavbarContactsGroup')]),
    { description: 'The groups Pages, Files and Contacts, in that order.' },
  ),
});

export const BookmarksResponseSchema = Type.Object({
  suggestions: Type.Array(Type.Ref('NavbarPage'), { description: 'Every page, in Pages order.' }),
  bookmarks: Type.Array(Type.Ref('NavbarPage'), { description: 'The bookmarked pages, in Pages order.' }),
});

export const ToggleBookmarkBodySchema = Type.Object(
  { id: IdSchema },
  { additionalProperties: false, examples: [{ id: 3 }] },
);

export const ToggleBookmarkResponseSchema = Type.Object(
  { item: Type.Ref('NavbarPage', { description: 'The page after the toggle.' }) },
  { examples: [{ item: { ...PAGE_EXAMPLE, isBookmarked: false } }] },
);
