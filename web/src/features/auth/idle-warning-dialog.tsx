import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../app/env';

function remaining(deadline: number) {
  const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Warns that the session ends soon for lack of input; staying keeps everything on the screen as it is. */
export default function IdleWarningDialog({ deadline, onStay, onSignOut }: { deadline: number; onStay(): void; onSignOut(): void }) {
  const { t } = useTranslation();
  const [time, setTime] = useState(() => remaining(deadline));

  useEffect(() => {
    const id = setInterval(() => setTime(remaining(deadline)), 1000);
    return () => clearInterval(id);
  }, [deadline]);

  return (
    <Dialog
      visible
      modal
      pt={{ root: { role: 'alertdialog' } }}
      header={t('sessionIdle.title')}
      onHide={onStay}
      style={{ width: 'min(28rem, 92vw)' }}
      footer={
        <>
          <Button label={t('sessionIdle.signOut')} outlined onClick={onSignOut} />
          <Button label={t('sessionIdle.stay')} onClick={onStay} autoFocus />
        </>
      }
    >
      <p>{t('sessionIdle.message', { appName: env.appName, time })}</p>
    </Dialog>
  );
}
