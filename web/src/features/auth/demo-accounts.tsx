import { useTranslation } from 'react-i18next';
import { useListDemoAccountsQuery, type ListDemoAccountsApiResponse } from '../../api/enhanced/auth';

type DemoAccount = ListDemoAccountsApiResponse['accounts'][number];

/** "Sekretaris · Pengurus Cabang"; a member is simply "Anggota". */
function useAccountTitle() {
  const { t } = useTranslation();
  return (account: DemoAccount) => {
    const level = t(`auth.demo.levels.${account.level}`);
    return account.level === 'member' ? level : `${t(`auth.roles.${account.role}`, { defaultValue: account.role })} · ${level}`;
  };
}

/**
 * The demo accounts the server offers, one per level (the server lists them only while DEMO_ACCOUNTS is on, so a
 * production login shows no panel at all). "Use" puts an account's credentials into the form.
 */
export function DemoAccounts({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { t } = useTranslation();
  const title = useAccountTitle();
  const { data } = useListDemoAccountsQuery();
  const accounts = data?.accounts ?? [];
  if (accounts.length === 0) return null;
  return (
    <details className="demo-accounts">
      <summary>{t('auth.demo.title')}</summary>
      <ul aria-label={t('auth.demo.list')}>
        {accounts.map((account) => (
          <li key={account.email}>
            <div>
              <strong>{title(account)}</strong>
              <small className="muted">{t(`auth.demo.about.${account.level}`, { defaultValue: account.description })}</small>
              <span>
                <code>{account.email}</code> / <code>{account.password}</code>
              </span>
            </div>
            <button
              type="button"
              className="p-button p-component p-button-outlined p-button-sm p-button-native"
              aria-label={t('auth.demo.useAccount', { email: account.email })}
              onClick={() => onUse(account.email, account.password)}
            >
              <span className="p-button-label">{t('auth.demo.use')}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
