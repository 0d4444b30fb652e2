import { Toast } from 'primereact/toast';
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError, type AppError } from '../api/errors';

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

export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null);
  const { t } = useTranslation();

  const show = useCallback((severity: 'success' | 'error', detail: string) => {
    ref.current?.show({ severity, summary: t(severity === 'error' ? 'common.error' : 'common.done'), detail, life: 5000 });
  }, [t]);

  const apiError = useCallback(
    (error: unknown, formFields: readonly string[] = []) => {
      const appError: AppError = isAppError(error) ? error : { status: 'UNKNOWN', message: 'errors.unexpected', fields: {} };
      const onForm = Object.fromEntries(Object.entries(appError.fields).filter(([f]) => formFields.includes(f)));
      if (Object.keys(onForm).length === 0) show('error', t(appError.message, { defaultValue: appError.message }));
      return onForm;
    },
    [show, t],
  );

  const value = useMemo<Notifier>(
    () => ({ success: (m) => show('success', m), error: (m) => show('error', m), apiError }),
    [show, apiError],
  );

  return (
    <NotifierContext.Provider value={value}>
      <Toast ref={ref} position="top-right" />
      {children}
    </NotifierContext.Provider>
  );
}

export function useNotifier(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('useNotifier outside ToastProvider');
  return notifier;
}
