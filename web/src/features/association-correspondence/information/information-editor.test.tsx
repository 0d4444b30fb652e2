import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { correspondenceServer, makeInformation } from '../test-server';
import { sent } from '../test-ui';

beforeAll(() => import('./information-editor-page'), 120_000);
// Quill scrolls the caret into view; jsdom lays nothing out.
beforeAll(() => {
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
});

const ITEM = '/api/association/information/31';
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

describe('the information editor', { timeout: 120_000 }, () => {
  it('opens an older markdown body as rich text and saves it as HTML, leaving an older cover as it was', async () => {
    const { calls } = installFakeApi(correspondenceServer({ information: [makeInformation({ coverImageUrl: 'https://cdn.example/pit.jpg' })] }).handlers);
    renderApp('/association/information/31/edit', { user: ADMIN_USER });
    const body = await screen.findByLabelText('Body');
    await waitFor(() => expect(body.querySelector('strong')?.textContent).toBe('31 Juli'));
    expect(body.querySelector('h1, h2, h3')?.textContent).toBe('Pendaftaran');
    // Quill's own menus carry names (text style, alignment and each alignment choice).
    expect(screen.getByRole('button', { name: 'Text style' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alignment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Centre', hidden: true })).toBeInTheDocument();
    // No format to choose and no URL to type: the body is rich text, the cover an upload.
    expect(screen.queryByText('Markdown')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Cover image URL/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent(calls, 'PATCH', ITEM)).toHaveLength(1));
    const saved = sent(calls, 'PATCH', ITEM)[0]!.body as Record<string, unknown>;
    expect(saved).toMatchObject({ bodyFormat: 'html', body: expect.stringContaining('<strong>31 Juli</strong>') });
    expect(saved).not.toHaveProperty('coverImageUrl');
  });

  it('uploads an image into the body and a cover, and saves their addresses', async () => {
    const { calls } = installFakeApi(correspondenceServer().handlers);
    renderApp('/association/information/31/edit', { user: ADMIN_USER });
    const body = await screen.findByLabelText('Body');
    await waitFor(() => expect(body.querySelector('strong')).not.toBeNull());

    fireEvent.change(screen.getByTestId('rich-image-input'), { target: { files: [png('grafik.png')] } });
    await waitFor(() => expect(sent(calls, 'POST', `${ITEM}/images`)).toHaveLength(1));
    expect(sent(calls, 'POST', `${ITEM}/images`)[0]!.query.get('filename')).toBe('grafik.png');
    await waitFor(() => expect(body.querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/association\/information-images\//));

    fireEvent.change(screen.getByTestId('cover-input'), { target: { files: [png('sampul.png')] } });
    await waitFor(() => expect(sent(calls, 'POST', `${ITEM}/images`)).toHaveLength(2));
    expect(await screen.findByRole('img', { name: 'Cover image' })).toHaveAttribute('src', expect.stringMatching(/^\/api\/association\/information-images\//));

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent(calls, 'PATCH', ITEM)).toHaveLength(1));
    const saved = sent(calls, 'PATCH', ITEM)[0]!.body as { body: string; coverImageUrl: string };
    expect(saved.body).toMatch(/<img src="\/api\/association\/information-images\/K{42}\d">/);
    expect(saved.coverImageUrl).toMatch(/^\/api\/association\/information-images\/K{42}\d$/);
  });

  it('offers images only once the draft is saved, and keeps the publish check for an empty body', async () => {
    const { calls } = installFakeApi(correspondenceServer({ information: [] }).handlers);
    renderApp('/association/information/create', { user: ADMIN_USER });
    await screen.findByLabelText('Body');
    expect(screen.getByRole('button', { name: 'Insert image (JPEG or PNG)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload cover' })).toBeDisabled();
    expect(screen.getAllByText('Save the draft first to add images.').length).toBeGreaterThan(0);

    await userEvent.type(screen.getByLabelText(/^Title/), 'Kabar cabang');
    await userEvent.type(screen.getByLabelText(/^Summary/), 'Ringkas');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByLabelText('Body')).toHaveAccessibleDescription('Required to publish.');
    expect(sent(calls, 'POST', '/api/association/information')).toHaveLength(0);
  });
});
