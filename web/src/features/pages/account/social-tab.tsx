import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '../../../api/enhanced/pages';
import { describedBy, FormField } from '../shared/form-field';
import { FormActions } from './form-actions';
import { useSectionSave } from './use-section-save';

type Social = AccountSettings['social'];
type Link = keyof Social['socialLinks'];
type Network = keyof Social['connections'];

const LINKS: { key: Link; icon: string }[] = [
  { key: 'twitter', icon: 'pi pi-twitter' },
  { key: 'facebook', icon: 'pi pi-facebook' },
  { key: 'google', icon: 'pi pi-google' },
  { key: 'linkedIn', icon: 'pi pi-linkedin' },
  { key: 'instagram', icon: 'pi pi-instagram' },
  { key: 'quora', icon: 'pi pi-globe' },
];
const NETWORKS: Network[] = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram'];
const FIELDS = [
  ...LINKS.map((l) => `socialLinks.${l.key}`),
  ...NETWORKS.map((n) => `connections.${n}.isConnected`),
];

/** Profile links and connected accounts; the toggles are saved with the tab. */
export function SocialTab({ initial }: { initial: Social }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Social>(initial);
  const { save, saving, errors, clearErrors, canSave } = useSectionSave('social', FIELDS);

  const setLink = (key: Link, value: string) => setForm((f) => ({ ...f, socialLinks: { ...f.socialLinks, [key]: value } }));
  const toggle = (network: Network) =>
    setForm((f) => {
      const connection = f.connections[network];
      return { ...f, connections: { ...f.connections, [network]: { ...connection, isConnected: !connection.isConnected } } };
    });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const connections = Object.fromEntries(NETWORKS.map((n) => [n, { isConnected: form.connections[n].isConnected }]));
    void save({ socialLinks: form.socialLinks, connections });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('pages.account.tabs.social')}>
      <h2 className="pg-h2">{t('pages.account.social.links')}</h2>
      <div className="pg-form-grid">
        {LINKS.map(({ key, icon }) => {
          const id = `social-${key}`;
          const error = errors[`socialLinks.${key}`];
          return (
            <FormField key={key} id={id} label={t(`pages.account.social.networks.${key}`)} error={error}>
              <span className="pg-icon-input">
                <i className={icon} aria-hidden />
                <InputText
                  id={id}
                  type="url"
                  placeholder="https://"
                  value={form.socialLinks[key]}
                  onChange={(e) => setLink(key, e.target.value)}
                  invalid={Boolean(error)}
                  {...describedBy(id, error)}
                />
              </span>
            </FormField>
          );
        })}
      </div>
      <h2 className="pg-h2">{t('pages.account.social.connections')}</h2>
      <p className="muted small">{t('pages.account.social.connectionsHint')}</p>
      <ul className="pg-connections" aria-label={t('pages.account.social.connections')}>
        {NETWORKS.map((network) => {
          const connection = form.connections[network];
          const name = connection.name || t(`pages.account.social.networks.${network}`);
          return (
            <li key={network}>
              <img src={connection.profileImg} alt="" className="pg-connection-icon" />
              <div className="pg-grow">
                <strong>{name}</strong>
                <div className="muted small">
                  {connection.isConnected
                    ? connection.id
                      ? t('pages.account.social.connectedAs', { id: connection.id })
                      : t('pages.account.social.connected')
                    : t('pages.account.social.notConnected')}
                </div>
              </div>
              <Button
                type="button"
                size="small"
                outlined={connection.isConnected}
                severity={connection.isConnected ? 'danger' : undefined}
                icon={connection.isConnected ? 'pi pi-link' : 'pi pi-plus'}
                label={connection.isConnected ? t('pages.account.social.disconnect') : t('pages.account.social.connect')}
                aria-label={t(connection.isConnected ? 'pages.account.social.disconnectNamed' : 'pages.account.social.connectNamed', { name })}
                aria-pressed={connection.isConnected}
                onClick={() => toggle(network)}
              />
            </li>
          );
        })}
      </ul>
      <FormActions
        saving={saving}
        canSave={canSave}
        onReset={() => {
          setForm(initial);
          clearErrors();
        }}
      />
    </form>
  );
}
