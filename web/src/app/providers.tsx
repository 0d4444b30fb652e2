import { PrimeReactProvider } from 'primereact/api';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/toast';
import { AbilityProvider as CaslAbilityProvider, buildAbility } from '../features/auth/ability';
import { SessionBootstrap } from '../features/auth/session-bootstrap';
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
      <PrimeReactProvider value={{ ripple: true }}>
        <AbilityProvider>
          <ToastProvider>
            <SessionBootstrap>{children}</SessionBootstrap>
          </ToastProvider>
        </AbilityProvider>
      </PrimeReactProvider>
    </Provider>
  );
}
