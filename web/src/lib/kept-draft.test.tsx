import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { dropKeptDrafts, SESSION_ENDING_EVENT, useKeptDraft } from './kept-draft';

/** A form that keeps its draft across an idle sign-out, for the user `userId`. */
function Form({ userId, formKey = 'form:1' }: { userId: number | undefined; formKey?: string }) {
  const [note, setNote] = useState('');
  const [restored, setRestored] = useState(false);
  useKeptDraft(formKey, userId, { note }, (kept) => {
    setNote(kept.note);
    setRestored(true);
  });
  return (
    <>
      <label>
        Note
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      {restored && <p>restored</p>}
    </>
  );
}

const endSession = () => act(() => void window.dispatchEvent(new Event(SESSION_ENDING_EVENT)));
function typeThenSignOut(userId: number) {
  const view = render(<Form userId={userId} />);
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Rapat pengurus 12 Januari' } });
  endSession();
  view.unmount();
}

afterEach(() => sessionStorage.clear());

describe('a kept draft', () => {
  it('is handed back once when the same user opens the form again after an idle sign-out', () => {
    typeThenSignOut(7);
    const again = render(<Form userId={7} />);
    expect(screen.getByLabelText('Note')).toHaveValue('Rapat pengurus 12 Januari');
    expect(screen.getByText('restored')).toBeInTheDocument();
    again.unmount();

    render(<Form userId={7} />);
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it('is written only when the session ends for lack of input', () => {
    const view = render(<Form userId={7} />);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Rapat pengurus' } });
    view.unmount();
    render(<Form userId={7} />);
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(sessionStorage.length).toBe(0);
  });

  it('is never shown to another user, and is dropped', () => {
    typeThenSignOut(7);
    render(<Form userId={8} />);
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(screen.queryByText('restored')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('belongs to its form: another form does not receive it', () => {
    typeThenSignOut(7);
    render(<Form userId={7} formKey="form:2" />);
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it('waits while nobody is signed in, and is gone after signing out on purpose', () => {
    typeThenSignOut(7);
    const login = render(<Form userId={undefined} />);
    expect(screen.getByLabelText('Note')).toHaveValue('');
    login.unmount();
    dropKeptDrafts();
    render(<Form userId={7} />);
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });
});
