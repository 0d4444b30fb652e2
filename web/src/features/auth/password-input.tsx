import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

const EYE = 'M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z';
const SLASH = 'M3 3l18 18';

/**
 * A password field with a show/hide button, in PrimeReact's look but native: the login page loads no component
 * library code before the first paint.
 */
export function PasswordInput({ invalid, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { invalid?: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={shown ? 'text' : 'password'} className={`p-inputtext p-component${invalid ? ' p-invalid' : ''}`} />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={shown}
        aria-label={t('auth.fields.showPassword')}
        onClick={() => setShown((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
          <path d={EYE} fill="currentColor" />
          {shown && <path d={SLASH} stroke="currentColor" strokeWidth="2" />}
        </svg>
      </button>
    </div>
  );
}
