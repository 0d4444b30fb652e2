import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { profileData } from './test-data';


describe('profile', { timeout: 120_000 }, () => {
  it('shows the header, about, posts with likes and comments, photos and suggestions', async () => {
    installFakeApi({ 'GET /profile/data': () => ({ body: profileData() }) });
    renderApp('/pages/profile', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rizky Pratama' })).toBeInTheDocument();
    expect(screen.getByText('Secretariat Coordinator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Posts' })).toHaveAttribute('href', '#profile-posts');
    expect(screen.getByText('Dentist turned organiser.')).toBeInTheDocument();
    expect(screen.getByText('PIT 2026 Surabaya')).toBeInTheDocument();
    expect(screen.getByText('@andi_ortho')).toBeInTheDocument();

    const post = screen.getByRole('article', { name: 'Budi Santoso' });
    expect(post).toHaveTextContent('1,268 likes');
    expect(post).toHaveTextContent('74 comments');
    expect(within(post).getByRole('list', { name: 'Liked by' })).toContainElement(screen.getByRole('img', { name: 'Sari Wulandari' }));
    expect(within(post).getByText('Booked!')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(2);
    expect(screen.getByText('18 mutual colleagues')).toBeInTheDocument();
  });

  it('shows the poll results after a vote, on this page only', async () => {
    installFakeApi({ 'GET /profile/data': () => ({ body: profileData() }) });
    renderApp('/pages/profile', { user: ADMIN_USER });
    const vote = await screen.findByRole('button', { name: 'Vote' });
    expect(vote).toBeDisabled();
    expect(screen.queryByText('64%')).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(screen.getByLabelText('Makassar'));
    await user.click(vote);
    const results = screen.getByRole('list', { name: 'Poll results' });
    expect(results).toHaveTextContent('Makassar (your vote)64%');
    expect(results).toHaveTextContent('Balikpapan36%');
    expect(screen.getByText(/does not record votes/)).toBeInTheDocument();
  });

  it('shows the error when the profile cannot be loaded', async () => {
    installFakeApi({ 'GET /profile/data': () => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } }) });
    renderApp('/pages/profile', { user: ADMIN_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });
});
