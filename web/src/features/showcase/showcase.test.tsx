import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, CLIENT_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const section = (name: string) => screen.getByRole('region', { name });

describe('buttons page', () => {
  it('renders every section with labelled buttons', async () => {
    installFakeApi({});
    renderApp('/components/buttons', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buttons' })).toBeInTheDocument();
    for (const name of ['Severities', 'Outlined', 'Text', 'Icons', 'Sizes', 'Loading', 'Button groups', 'Split button']) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(within(section('Severities')).getAllByRole('button')).toHaveLength(8);
    expect(within(section('Icons')).getByRole('button', { name: 'Bookmark' })).toBeInTheDocument();
    expect(within(section('Button groups')).getByRole('button', { name: 'Align to the centre' })).toBeInTheDocument();
  }, 120_000);

  it('split button actions and the loading button respond', async () => {
    installFakeApi({});
    renderApp('/components/buttons', { user: ADMIN_USER });
    const split = await screen.findByRole('region', { name: 'Split button' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(split).getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('You pressed "Save".')).toBeInTheDocument();
    const search = within(section('Loading')).getByRole('button', { name: 'Search' });
    await user.click(search);
    await waitFor(() => expect(search).toBeDisabled());
  }, 120_000);

  it('is closed to accounts without read on Page', async () => {
    installFakeApi({});
    renderApp('/components/buttons', { user: CLIENT_USER });
    expect(await screen.findByText('Not authorized')).toBeInTheDocument();
  }, 120_000);
});

describe('overlays page', () => {
  it('opens the dialog, answers the confirmation and shows toasts', async () => {
    installFakeApi({});
    renderApp('/components/overlays', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Overlays' })).toBeInTheDocument();
    for (const name of ['Dialog', 'Confirm dialog', 'Overlay panel', 'Sidebar', 'Tooltip', 'Toast']) {
      expect(section(name)).toBeInTheDocument();
    }
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'About this dialog' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'About this dialog' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Ask for confirmation' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(await screen.findByText('You answered no.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show error' }));
    expect(await screen.findByText('This is an error message.')).toBeInTheDocument();
  }, 120_000);
});

describe('form elements page', () => {
  it('renders labelled inputs and validates the small form', async () => {
    installFakeApi({});
    renderApp('/forms/elements', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Form elements' })).toBeInTheDocument();
    for (const label of ['Text', 'Number (fee in rupiah)', 'Masked input (phone)', 'Password', 'Date', 'Monday', 'Phone', 'Switch: receive the newsletter']) {
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('slider')).toHaveAccessibleName('Slider: years of practice (10)');

    const form = screen.getByRole('form', { name: 'Form with validation' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Enter at least 3 characters.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(form).getByText('Enter an age from 18 to 100.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a city.')).toBeInTheDocument();
    expect(within(form).getByText('Accept the terms to go on.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Full name')).toHaveAttribute('aria-describedby', 'vf-name-error');

    await user.type(within(form).getByLabelText('Full name'), 'Ayu Lestari');
    await user.type(within(form).getByLabelText('Email'), 'ayu@example.id');
    await user.type(within(form).getByLabelText('Age'), '34');
    await user.click(within(form).getByLabelText('City').closest('.p-dropdown')!);
    await user.click(await screen.findByRole('option', { name: 'Bandung', hidden: true }));
    await user.click(within(form).getByLabelText('I agree to the terms'));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(/The form is valid. Nothing was sent/)).toBeInTheDocument();
    expect(within(form).queryByText('Choose a city.')).not.toBeInTheDocument();
  }, 120_000);
});
