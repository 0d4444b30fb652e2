import type { BlogData, BlogDetail, BlogEdit, BlogPost, BlogSidebar } from '../routes/demo/pages/blog-schemas.js';
import { includesText } from '../lib/paginate.js';

/** The blog pages; read-only. */
export interface BlogStore {
  /** Posts whose title contains q (case-insensitive), in list order. */
  list(q?: string): BlogPost[];
  sidebar(): BlogSidebar;
  /** The detail page of a post of the list, or of the featured post without an id; undefined for an unknown id. */
  detail(id?: number): BlogDetail | undefined;
  /** The edit form of a post of the list, or of the featured post without an id; undefined for an unknown id. */
  edit(id?: number): BlogEdit | undefined;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The fixture holds the full detail and edit pages of one post (the featured one); the other posts' pages are
// built from their list entry, so every post the list links to opens.
function detailOf(post: BlogPost): BlogDetail {
  return {
    blog: {
      img: post.img,
      title: post.title,
      avatar: post.avatar,
      userFullName: post.userFullName,
      createdTime: post.blogPosted,
      tags: [...post.tags],
      content: `<p>${escapeHtml(post.excerpt)}</p>`,
      comments: post.comment,
      bookmarked: false,
    },
    comments: [],
  };
}

function editOf(post: BlogPost): BlogEdit {
  return {
    avatar: post.avatar,
    userFullName: post.userFullName,
    createdTime: post.blogPosted,
    blogTitle: post.title,
    blogCategories: post.tags.map((label) => ({ value: slugify(label), label })),
    slug: slugify(post.title),
    status: 'Published',
    excerpt: post.excerpt,
    featuredImage: post.img,
  };
}

export class MemoryBlogStore implements BlogStore {
  constructor(private readonly data: BlogData) {}

  list(q?: string) {
    return structuredClone(this.data.list.filter((post) => includesText(post.title, q)));
  }

  sidebar() {
    return structuredClone(this.data.sidebar);
  }

  detail(id?: number) {
    const post = this.postPage(id, this.data.detail.blog.title);
    if (post === 'featured') return structuredClone(this.data.detail);
    return post && detailOf(post);
  }

  edit(id?: number) {
    const post = this.postPage(id, this.data.edit.blogTitle);
    if (post === 'featured') return structuredClone(this.data.edit);
    return post && editOf(post);
  }

  /** Which page to show: the fixture's own page ('featured'), a list post to build one from, or none. */
  private postPage(id: number | undefined, featuredTitle: string): BlogPost | 'featured' | undefined {
    if (id === undefined) return 'featured';
    const post = this.data.list.find((p) => p.id === id);
    if (post === undefined) return undefined;
    return post.title === featuredTitle ? 'featured' : post;
  }
}
