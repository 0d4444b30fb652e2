import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/toast';
import { AbilityProvider as CaslAbilityProvider, buildAbility } from '../features/auth/ability';
import { SessionBootstrap } from '../features/auth/session-bootstrap';
import { SessionKeeperHost } from '../features/auth/session-keeper-host';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

/** Abilities come from the user data the server sent (login, refresh or /jwt/me), never from local storage. */
function AbilityProvider({ children }: { children: ReactNode }) {
  const rules = useAppSelector((s) => s.session.user?.ability);
  const ability = useMemo(() => buildAbility(rules), [rules]);
  return <CaslAbilityProvider value={ability}>{children}</CaslAbilityProvider>;
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AbilityProvider>
        <ToastProvider>
          <SessionBootstrap>{children}</SessionBootstrap>
          <SessionKeeperHost />
        </ToastProvider>
      </AbilityProvider>
    </Provider>
  );
}
