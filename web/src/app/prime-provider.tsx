import i18n from 'i18next';
import {
  addLocale,
  localeOptions,
  locale as setPrimeLocale,
  PrimeReactContext,
  PrimeReactProvider,
  type APIOptions,
} from 'primereact/api';
import { useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useReducedMotion } from '../lib/reduced-motion';

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

type PrimeTexts = Record<string, unknown> & { aria?: Record<string, string> };

// PrimeReact's own texts (calendar, paginator, dialogs) follow the interface language. Keys a language leaves out
// (rarely used aria labels) fall back to PrimeReact's English rather than to nothing.
const primeDefaults = localeOptions('en') as PrimeTexts;
const registered = new Set<string>();
/** The PrimeReact locale the interface language maps to, and who wants to hear when it changes. */
let current = 'en';
const listeners = new Set<() => void>();

function followLanguage(language: string) {
  const own = (i18n.getResourceBundle(language, 'translation') as { primereact?: PrimeTexts } | undefined)?.primereact;
  if (own && !registered.has(language)) {
    addLocale(language, { ...primeDefaults, ...own, aria: { ...primeDefaults.aria, ...own.aria } });
    registered.add(language);
  }
  current = registered.has(language) ? language : 'en';
  setPrimeLocale(current);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const usePrimeLocale = () => useSyncExternalStore(subscribe, () => current);

/**
 * PrimeReactProvider keeps a locale of its own and writes it over PrimeReact's global one when it mounts (the calendar
 * reads the global): without this, a page opened in Indonesian showed the calendar's days and months in English.
 */
function FollowLanguage() {
  const context = useContext(PrimeReactContext);
  const locale = usePrimeLocale();
  useEffect(() => {
    context?.setLocale?.(locale);
    setPrimeLocale(locale);
  }, [context, locale]);
  return null;
}

/**
 * Under reduced motion PrimeReact's overlays, dialogs and toasts appear and go at once. The stylesheet already takes
 * their CSS transitions to no time (app.css), but PrimeReact still waited out each transition's own timeout (a
 * dialog's 150 ms, a dropdown panel's 120 ms) before it counted the overlay as open or gone. The provider reads its
 * value once, so a change of the setting is passed on here.
 */
function FollowReducedMotion({ cssTransition }: { cssTransition: boolean }) {
  const context = useContext(PrimeReactContext);
  useEffect(() => {
    context?.setCssTransition?.(cssTransition);
  }, [context, cssTransition]);
  return null;
}
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);
// At start only the frame's texts are there; PrimeReact's come with the rest of the language (loadAllTexts).
i18n.store.on('added', (language: string) => {
  if (language === i18n.language) followLanguage(language);
});

/**
 * PrimeReact's settings for the pages and the signed-in frame. Loaded with the first of them rather than at start:
 * the login page uses no PrimeReact component and does not wait for the library.
 */
export default function PrimeProvider({ children }: { children: ReactNode }) {
  const locale = usePrimeLocale();
  const cssTransition = !useReducedMotion();
  return (
    <PrimeReactProvider value={{ ripple: true, pt: PRIME_PASS_THROUGH, locale, cssTransition }}>
      <FollowLanguage />
      <FollowReducedMotion cssTransition={cssTransition} />
      {children}
    </PrimeReactProvider>
  );
}
