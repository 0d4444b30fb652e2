import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector } from '../../app/hooks';
import type { SessionKeeper, SessionTiming } from './session-keeper';

// Loaded only when the warning shows: the login page and most sessions never need it.
const IdleWarningDialog = lazy(() => import('./idle-warning-dialog'));

/** Runs the session keeper while a user is signed in and shows its idle warning. */
export function SessionKeeperHost({ timing }: { timing?: SessionTiming }) {
  const store = useStore();
  const signedIn = useAppSelector((s) => s.session.user !== null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const keeper = useRef<SessionKeeper>(null);

  useEffect(() => {
    if (!signedIn) return;
    let started: SessionKeeper | undefined;
    let cancelled = false;
    // Loaded once someone signs in: the login page does not need it.
    void import('./session-keeper').then(({ startSessionKeeper }) => {
      if (cancelled) return;
      started = startSessionKeeper(store, { warn: setDeadline, clearWarning: () => setDeadline(null) }, timing);
      keeper.current = started;
    });
    return () => {
      cancelled = true;
      started?.stop();
      setDeadline(null);
    };
  }, [signedIn, store, timing]);

  if (deadline === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog
        deadline={deadline}
        onStay={() => keeper.current?.stay()}
        onSignOut={() => keeper.current?.signOut()}
      />
    </Suspense>
  );
}
