import { PrimeReactProvider, type APIOptions } from 'primereact/api';
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

/**
 * App-wide pass-through options that fix what axe-core finds in PrimeReact 10's markup:
 * - Dropdown renders a hidden <select> (for forms) and a role="button" trigger next to its focusable, labelled
 *   combobox input; both duplicate the control for assistive technology without a name, so they are hidden from it.
 * - Checkbox (DataTable's selection column passes role="checkbox" and tabIndex to it) and InputSwitch put a
 *   checkbox role on the wrapper around their real <input>: a nested control without a state. The input stays.
 * - Chips marks its list as a listbox of selected options, which the text input inside it is not part of; as a
 *   plain list of tokens with a labelled input it reads correctly.
 * - A DataTable's wrapper scrolls sideways when the table is wider than the screen; it takes keyboard focus so
 *   keyboard users can scroll it too.
 */
export const PRIME_PASS_THROUGH: APIOptions['pt'] = {
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
  },
  checkbox: { root: { role: undefined, tabIndex: undefined } },
  inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
  chips: {
    container: { role: undefined, 'aria-orientation': undefined, 'aria-activedescendant': undefined },
    token: { role: undefined, 'aria-selected': undefined, 'aria-setsize': undefined, 'aria-posinset': undefined },
  },
  datatable: {
    wrapper: { tabIndex: 0 },
  },
};

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <PrimeReactProvider value={{ ripple: true, pt: PRIME_PASS_THROUGH }}>
        <AbilityProvider>
          <ToastProvider>
            <SessionBootstrap>{children}</SessionBootstrap>
            <SessionKeeperHost />
          </ToastProvider>
        </AbilityProvider>
      </PrimeReactProvider>
    </Provider>
  );
}
