import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../app/env';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLazyGetCurrentUserQuery } from '../../api/enhanced/auth';
import type { UserData } from '../../api/generated/auth';
import { readEncrypted } from '../../lib/secure-storage';
import { signedOut, STORAGE_KEYS, userLoaded } from './session';

/**
 * On start, stored tokens are checked with the server, which answers with the user's current abilities. The
 * encrypted local copy of the user data only greets the user while that check runs; it is never trusted for access.
 */
export function SessionBootstrap({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const restoring = useAppSelector((s) => s.session.restoring);
  const [fetchCurrentUser] = useLazyGetCurrentUserQuery();
  const [storedName, setStoredName] = useState<string>();

  useEffect(() => {
    if (!restoring) return;
    let cancelled = false;
    void readEncrypted<UserData>(STORAGE_KEYS.userData, env.localSecret).then((stored) => {
      if (!cancelled) setStoredName(stored?.fullName || stored?.username);
    });
    void fetchCurrentUser().then((result) => {
      if (cancelled) return;
      if (result.data) dispatch(userLoaded(result.data.userData));
      else dispatch(signedOut());
    });
    return () => {
      cancelled = true;
    };
  }, [restoring, fetchCurrentUser, dispatch]);

  if (restoring) {
    return (
      <div className="page-state" role="status" aria-live="polite">
        <i className="pi pi-spin pi-spinner page-state-icon" aria-hidden />
        <p>{storedName ? t('auth.restoringFor', { name: storedName }) : t('auth.restoring')}</p>
      </div>
    );
  }
  return children;
}
