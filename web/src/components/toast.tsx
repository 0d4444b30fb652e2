import type { Toast as ToastType, ToastMessage } from 'primereact/toast';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldTexts, isAppError, type AppError } from '../api/errors';
import { useAppSelector } from '../app/hooks';

interface Notifier {
  success(message: string): void;
  error(message: string): void;
  /**
   * Shows an API error: the fields the form knows go back to the caller to show on those fields; everything else
   * becomes one toast. Returns the field messages to display.
   */
  apiError(error: unknown, formFields?: readonly string[]): Record<string, string>;
}

const NotifierContext = createContext<Notifier | null>(null);

// Loaded once someone is signed in, or with the first message before that: the login page usually shows none.
const Toast = lazy(() => import('primereact/toast').then((m) => ({ default: m.Toast })));

export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<ToastType>(null);
  const pending = useRef<ToastMessage[]>([]);
  const [wanted, setWanted] = useState(false);
  const signedIn = useAppSelector((s) => s.session.user !== null);
  const { t, i18n } = useTranslation();

  const show = useCallback((severity: 'success' | 'error', detail: string) => {
    const message: ToastMessage = { severity, summary: t(severity === 'error' ? 'common.error' : 'common.done'), detail, life: 5000 };
    if (ref.current) ref.current.show(message);
    else {
      pending.current.push(message);
      setWanted(true);
    }
  }, [t]);

  // Messages sent while the toast loaded appear as soon as it is there.
  const attach = useCallback((toast: ToastType | null) => {
    ref.current = toast;
    if (toast && pending.current.length > 0) toast.show(pending.current.splice(0));
  }, []);

  const apiError = useCallback(
    (error: unknown, formFields: readonly string[] = []) => {
      const appError: AppError = isAppError(error) ? error : { status: 'UNKNOWN', message: 'errors.unexpected', fields: {} };
      const onForm = Object.fromEntries(Object.entries(fieldTexts(i18n, appError)).filter(([f]) => formFields.includes(f)));
      if (Object.keys(onForm).length === 0) show('error', errorText(i18n, appError));
      return onForm;
    },
    [show, i18n],
  );

  const value = useMemo<Notifier>(
    () => ({ success: (m) => show('success', m), error: (m) => show('error', m), apiError }),
    [show, apiError],
  );

  return (
    <NotifierContext.Provider value={value}>
      {(wanted || signedIn) && (
        <Suspense fallback={null}>
          {/* Top centre below the navbar: over neither the navbar (search, language, account) nor a page header's
              controls, which sit at its left (back to the list) and right (actions). The offset is in app.css. */}
          <Toast ref={attach} position="top-center" className="app-toast" />
        </Suspense>
      )}
      {children}
    </NotifierContext.Provider>
  );
}

export function useNotifier(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('useNotifier outside ToastProvider');
  return notifier;
}
