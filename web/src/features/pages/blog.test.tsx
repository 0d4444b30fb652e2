import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { blogDetailData, blogEditData, blogPostsData, blogSidebarData } from './test-data';


function blogServer() {
  return installFakeApi({
    'GET /blog/list/data': (req) => {
      const q = req.query.get('q')?.toLowerCase();
      return { body: blogPostsData().filter((p) => !q || p.title.toLowerCase().includes(q)) };
    },
    'GET /blog/list/data/sidebar': () => ({ body: blogSidebarData() }),
    'GET /blog/list/data/detail': (req) =>
      req.query.get('id') === '1' ? { body: blogDetailData() } : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Blog post not found' } },
    'GET /blog/list/data/edit': (req) =>
      req.query.get('id') === '1' ? { body: blogEditData() } : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Blog post not found' } },
  });
}

describe('blog list', { timeout: 120_000 }, () => {
  it('shows the posts and the sidebar, and searches titles on the server', async () => {
    const { calls } = blogServer();
    renderApp('/pages/blog/list', { user: ADMIN_USER });
    expect(await screen.findByRole('link', { name: 'Planning 100 SKP credits across five years' })).toHaveAttribute('href', '/pages/blog/detail/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Blog sidebar' });
    expect(await within(sidebar).findByRole('link', { name: 'Recent: lifetime STR' })).toHaveAttribute('href', '/pages/blog/detail/1');
    expect(within(sidebar).getByText('Education')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(screen.getByRole('searchbox', { name: 'Search the posts by title' }), 'skp');
    const lists = () => calls.filter((c) => c.path === '/blog/list/data');
    await waitFor(() => expect(lists().at(-1)!.query.get('q')).toBe('skp'));
    expect(window.location.search).toBe('?q=skp');
    await waitFor(() => expect(screen.queryByRole('link', { name: /lifetime STR means/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Planning 100 SKP credits across five years' })).toBeInTheDocument();
  });

  it('says when no title matches', async () => {
    blogServer();
    renderApp('/pages/blog/list?q=nothing', { user: ADMIN_USER });
    expect(await screen.findByText('No post title matches “nothing”')).toBeInTheDocument();
  });

  it('shows the error when the posts cannot be loaded', async () => {
    installFakeApi({
      'GET /blog/list/data': () => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } }),
      'GET /blog/list/data/sidebar': () => ({ body: blogSidebarData() }),
    });
    renderApp('/pages/blog/list', { user: ADMIN_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});

describe('blog detail', { timeout: 120_000 }, () => {
  it('shows the post without its iframe or handlers, the comments, and is honest about posting a comment', async () => {
    const { calls } = blogServer();
    renderApp('/pages/blog/detail/1', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 1, name: /lifetime STR means/ })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/blog/list/data/detail')!.query.get('id')).toBe('1');
    expect(screen.getByText('Health Law 17/2023 changed the STR.')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Second paragraph.')).not.toHaveAttribute('onclick');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('Practice')).toBeInTheDocument();
    expect(screen.getByText('Clear summary, thank you.')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/pages/blog/edit/1');

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText('Write a comment first.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Comment'), 'Ok');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText(/Posting comments is not available in this demo back end yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('Ok');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('says when the post does not exist (404)', async () => {
    blogServer();
    renderApp('/pages/blog/detail/99', { user: ADMIN_USER });
    expect(await screen.findByText('This post does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/pages/blog/list');
  });
});

describe('blog edit', { timeout: 120_000 }, () => {
  it('fills the form from getBlogEdit and says saving is not available', async () => {
    const { calls } = blogServer();
    renderApp('/pages/blog/edit/1', { user: ADMIN_USER });
    expect(await screen.findByLabelText('Title')).toHaveValue('What the lifetime STR means for your next SIP renewal');
    expect(calls.find((c) => c.path === '/blog/list/data/edit')!.query.get('id')).toBe('1');
    expect(screen.getByLabelText('Slug')).toHaveValue('what-the-lifetime-str-means');
    expect(screen.getByLabelText('Excerpt')).toHaveValue('Registration no longer expires.');
    expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', '/images/blog/1.svg');
    const form = screen.getByRole('form');
    expect(within(form).getAllByText('Licences').length).toBeGreaterThan(0);
    expect(within(form).getAllByText('Published').length).toBeGreaterThan(0);

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(screen.getByLabelText('Slug'), ' X');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Use lower-case letters, digits and single hyphens.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'a-b');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText(/Saving posts is not available in this demo back end yet/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
