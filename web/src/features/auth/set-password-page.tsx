import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useChangePasswordMutation, useLazyGetCurrentUserQuery } from '../../api/enhanced/auth';
import { useNotifier } from '../../components/toast';
import { AuthCard } from './auth-card';
import { Field } from './field';
import { PasswordInput } from './password-input';
import { continueTo } from './redirect';
import { userLoaded } from './session';

/** The contract's lower bound on a new password (POST /jwt/change-password). */
const MIN_LENGTH = 12;
const MAX_LENGTH = 200;

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'confirmation', string>>;

/**
 * Where an account signed in with a temporary password sets its own (the other pages send it here until it has),
 * and where anyone may change theirs. Afterwards the server is asked who is signed in, and the person continues to
 * the page they asked for.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notifier = useNotifier();
  const user = useAppSelector((s) => s.session.user);
  const temporary = user?.association?.mustChangePassword === true;
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [fetchCurrentUser, { isFetching }] = useLazyGetCurrentUserQuery();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmation: '' });
  const [errors, setErrors] = useState<Errors>({});

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  function check(): Errors {
    const found: Errors = {};
    if (!form.currentPassword) found.currentPassword = t('account.setPassword.errors.required');
    if (form.newPassword.length < MIN_LENGTH) found.newPassword = t('account.setPassword.errors.tooShort', { n: MIN_LENGTH });
    else if (form.newPassword === form.currentPassword) found.newPassword = t('account.setPassword.errors.sameAsCurrent');
    if (form.confirmation !== form.newPassword) found.confirmation = t('account.setPassword.errors.mismatch');
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await changePassword({ body: { currentPassword: form.currentPassword, newPassword: form.newPassword } });
    if (result.error) {
      const fields = notifier.apiError(result.error, ['currentPassword', 'newPassword']);
      // The server names the field it refuses: the current password is wrong, or the new one is the current one.
      setErrors({
        currentPassword: fields.currentPassword ? t('account.setPassword.errors.wrongCurrent') : undefined,
        newPassword: fields.newPassword ? t('account.setPassword.errors.sameAsCurrent') : undefined,
      });
      return;
    }
    // The server now answers with the account as it stands: no longer bound to set a password.
    const current = await fetchCurrentUser();
    if (!current.data) {
      notifier.apiError(current.error);
      return;
    }
    dispatch(userLoaded(current.data.userData));
    notifier.success(t('account.setPassword.done'));
    navigate(continueTo(params.get('redirect')), { replace: true });
  }

  const name = user?.fullName || user?.username || '';
  const described = (field: keyof Errors, hint?: string) => [errors[field] && `set-password-${field}-error`, hint].filter(Boolean).join(' ') || undefined;
  const input = (field: keyof typeof form, autoComplete: string, hint?: string) => (
    <PasswordInput
      id={`set-password-${field}`}
      value={form[field]}
      onChange={set(field)}
      autoComplete={autoComplete}
      maxLength={MAX_LENGTH}
      invalid={Boolean(errors[field])}
      aria-invalid={Boolean(errors[field])}
      aria-describedby={described(field, hint)}
      required
    />
  );

  return (
    <AuthCard
      title={t('account.setPassword.title')}
      subtitle={temporary ? t('account.setPassword.temporary', { name }) : t('account.setPassword.subtitle')}
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('account.setPassword.title')}>
        <Field id="set-password-currentPassword" label={t(temporary ? 'account.setPassword.temporaryPassword' : 'account.setPassword.currentPassword')} error={errors.currentPassword}>
          {input('currentPassword', 'current-password')}
        </Field>
        <Field id="set-password-newPassword" label={t('account.setPassword.newPassword')} error={errors.newPassword}>
          {input('newPassword', 'new-password', 'set-password-hint')}
          <small id="set-password-hint" className="muted">
            {t('account.setPassword.hint', { n: MIN_LENGTH })}
          </small>
        </Field>
        <Field id="set-password-confirmation" label={t('account.setPassword.confirmation')} error={errors.confirmation}>
          {input('confirmation', 'new-password')}
        </Field>
        <button type="submit" className="p-button p-component p-button-native w-full" disabled={isLoading || isFetching} aria-busy={isLoading || isFetching}>
          <span className="p-button-label">{t('account.setPassword.submit')}</span>
        </button>
      </form>
      <p className="center">
        <Link to={paths.logout}>{t('account.setPassword.signOut')}</Link>
      </p>
    </AuthCard>
  );
}
