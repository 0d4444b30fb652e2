import { Card } from 'primereact/card';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';

/** The page the `read ACL` ability opens: shows what the signed-in account may do, as the server said. */
export default function AccessControlPage() {
  const { t } = useTranslation();
  const user = useAppSelector((s) => s.session.user);
  return (
    <Card title={t('acl.title')} subTitle={t('acl.subtitle')}>
      <p>{t('acl.explanation', { name: user?.fullName || user?.username, role: user?.role })}</p>
      <ul className="ability-list">
        {(user?.ability ?? []).map((rule) => (
          <li key={`${rule.action}-${rule.subject}`}>
            <Tag value={rule.action} /> <span>{rule.subject}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
