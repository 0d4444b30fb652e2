import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { conflict, correspondenceServer, makeFile, makeMail } from '../test-server';
import { dialog, sent } from '../test-ui';

beforeAll(() => import('./mail-detail-page'), 120_000);

const FILES = '/api/association/mails/7/files';
const section = async () => (await screen.findByRole('heading', { name: 'Scanned letter' })).closest('section')!;

describe('a letter\'s scans', { timeout: 120_000 }, () => {
  it('lists the scans with their size, and attaches the files chosen', async () => {
    const { calls } = installFakeApi(correspondenceServer({ files: [makeFile()] }).handlers);
    renderApp('/association/mails/7', { user: ADMIN_USER });
    const files = await section();
    expect(await within(files).findByText('undangan-dinkes.pdf')).toBeInTheDocument();
    expect(within(files).getByText(/^1\.5 MB · admin@demo\.com · /)).toBeInTheDocument();

    const pdf = new File(['%PDF-1.4 halaman 2'], 'halaman 2.pdf', { type: 'application/pdf' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'lampiran.png', { type: 'image/png' });
    fireEvent.change(within(files).getByTestId('mail-file-input'), { target: { files: [pdf, png] } });
    await waitFor(() => expect(sent(calls, 'POST', FILES)).toHaveLength(2));
    expect(sent(calls, 'POST', FILES).map((c) => c.query.get('filename'))).toEqual(['halaman 2.pdf', 'lampiran.png']);
    expect(sent(calls, 'POST', FILES)[0]!.headers.get('content-type')).toBe('application/pdf');
    // The list is read again and shows the new files.
    expect(await within(files).findByText('halaman 2.pdf')).toBeInTheDocument();
    expect(within(files).getByText('lampiran.png')).toBeInTheDocument();
  });

  it('shows the server\'s refusal of a file', async () => {
    const server = correspondenceServer();
    server.handlers[`POST ${FILES}`] = () => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The file is not a PDF, JPEG or PNG', code: 'file.unsupportedType' } });
    installFakeApi(server.handlers);
    renderApp('/association/mails/7', { user: ADMIN_USER });
    const files = await section();
    expect(await within(files).findByText('No scan attached yet.')).toBeInTheDocument();
    fireEvent.change(within(files).getByTestId('mail-file-input'), { target: { files: [new File(['<html>'], 'surat.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('must be a PDF, JPEG or PNG file (judged by its content, not its name)')).toBeInTheDocument();
  });

  it('opens a scan from the server\'s bytes and removes one only after confirmation', async () => {
    const createObjectURL = vi.fn(() => 'blob:scan');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = installFakeApi(correspondenceServer({ files: [makeFile()] }).handlers);
    renderApp('/association/mails/7', { user: ADMIN_USER });
    const files = await section();
    await userEvent.click(await within(files).findByRole('button', { name: 'Open undangan-dinkes.pdf' }));

    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:scan', '_blank', 'noopener'));
    expect(sent(calls, 'GET', `${FILES}/51`)).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await userEvent.click(within(files).getByRole('button', { name: 'Remove undangan-dinkes.pdf' }));
    const confirm = await dialog('Remove the scan');
    expect(within(confirm).getByText(/Remove undangan-dinkes\.pdf from this letter\?/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'DELETE', `${FILES}/51`)).toHaveLength(0);

    await userEvent.click(within(files).getByRole('button', { name: 'Remove undangan-dinkes.pdf' }));
    await userEvent.click(within(await dialog('Remove the scan')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent(calls, 'DELETE', `${FILES}/51`)).toHaveLength(1));
    expect(await within(files).findByText('No scan attached yet.')).toBeInTheDocument();
  });

  it('offers no attaching or removing on an archived letter, only opening and saving', async () => {
    installFakeApi(correspondenceServer({ mails: [makeMail({ status: 'archived' })], files: [makeFile()] }).handlers);
    renderApp('/association/mails/7', { user: ADMIN_USER });
    const files = await section();
    expect(await within(files).findByText('undangan-dinkes.pdf')).toBeInTheDocument();
    expect(within(files).queryByRole('button', { name: 'Attach scan' })).toBeNull();
    expect(within(files).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(files).getByRole('button', { name: 'Download undangan-dinkes.pdf' })).toBeInTheDocument();
  });

  it('shows the conflict the server answers to a removal', async () => {
    const server = correspondenceServer({ files: [makeFile()] });
    server.handlers[`DELETE ${FILES}/51`] = () => conflict('Letter 7 is archived; an archived letter is read-only');
    installFakeApi(server.handlers);
    renderApp('/association/mails/7', { user: ADMIN_USER });
    const files = await section();
    await userEvent.click(await within(files).findByRole('button', { name: 'Remove undangan-dinkes.pdf' }));
    await userEvent.click(within(await dialog('Remove the scan')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Letter 7 is archived; an archived letter is read-only')).toBeInTheDocument();
  });
});
