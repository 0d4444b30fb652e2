import { Type, type Static } from 'typebox';
import { SearchQuery } from '../../../schemas/common.js';

const Day = Type.String({ format: 'date', examples: ['2026-02-18'] });

export const BlogPostSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    img: Type.String(),
    title: Type.String({ examples: ['What the lifetime STR means for your next SIP renewal'] }),
    avatar: Type.String(),
    userFullName: Type.String({ examples: ['Andi Setiawan'] }),
    blogPosted: Day,
    tags: Type.Array(Type.String(), { examples: [['Licences', 'Practice']] }),
    excerpt: Type.String(),
    comment: Type.Integer({ minimum: 0, description: 'Number of comments.' }),
  },
  { $id: 'BlogPost' },
);
export type BlogPost = Static<typeof BlogPostSchema>;

export const BlogSidebarSchema = Type.Object(
  {
    recentPosts: Type.Array(
      Type.Object({ img: Type.String(), title: Type.String(), id: Type.Integer({ minimum: 1 }), createdTime: Day }),
    ),
    categories: Type.Array(Type.Object({ category: Type.String(), icon: Type.String() })),
  },
  { $id: 'BlogSidebar' },
);
export type BlogSidebar = Static<typeof BlogSidebarSchema>;

export const BlogDetailSchema = Type.Object(
  {
    blog: Type.Object({
      img: Type.String(),
      title: Type.String(),
      avatar: Type.String(),
      userFullName: Type.String(),
      createdTime: Day,
      tags: Type.Array(Type.String()),
      content: Type.String({ description: 'The post as HTML.' }),
      comments: Type.Integer({ minimum: 0, description: 'Number of comments.' }),
      bookmarked: Type.Boolean(),
    }),
    comments: Type.Array(
      Type.Object({
        avatar: Type.String(),
        userFullName: Type.String(),
        commentedAt: Day,
        commentText: Type.String(),
      }),
    ),
  },
  { $id: 'BlogDetail' },
);
export type BlogDetail = Static<typeof BlogDetailSchema>;

export const BlogEditSchema = Type.Object(
  {
    avatar: Type.String(),
    userFullName: Type.String(),
    createdTime: Day,
    blogTitle: Type.String(),
    blogCategories: Type.Array(Type.Object({ value: Type.String(), label: Type.String() }), {
      examples: [[{ value: 'licences', label: 'Licences' }]],
    }),
    slug: Type.String({ examples: ['what-the-lifetime-str-means-for-your-next-sip-renewal'] }),
    status: Type.String({ examples: ['Published'] }),
    excerpt: Type.String(),
    featuredImage: Type.String(),
  },
  { $id: 'BlogEdit' },
);
export type BlogEdit = Static<typeof BlogEditSchema>;

export interface BlogData {
  list: BlogPost[];
  sidebar: BlogSidebar;
  detail: BlogDetail;
  edit: BlogEdit;
}

export const BlogListQuerySchema = Type.Object({ q: SearchQuery });

export const BlogPostQuerySchema = Type.Object({
  id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'A post of the list; absent: the featured post.', examples: [2] }),
  ),
});
