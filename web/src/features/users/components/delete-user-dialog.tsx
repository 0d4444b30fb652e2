import { ConfirmDialog } from 'primereact/confirmdialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUserMutation, type UserAccount } from '../../../api/enhanced/users';
import { useNotifier } from '../../../components/toast';

interface Props {
  /** The user to confirm the delete of; null keeps the dialog closed. */
  user: UserAccount | null;
  onClose: () => void;
  onDeleted?: (user: UserAccount) => void;
}

/** Asks before deleting; the lists refresh through cache invalidation, a toast says what happened. */
export function DeleteUserDialog({ user, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [deleteUser] = useDeleteUserMutation();
  // Keeps the name on screen while the dialog fades out.
  const shown = useRef<UserAccount | null>(null);
  if (user) shown.current = user;
  const target = user ?? shown.current;

  async function remove(doomed: UserAccount) {
    const result = await deleteUser({ id: doomed.id });
    if (result.error) {
      notifier.apiError(result.error);
      return;
    }
    notifier.success(t('users.delete.done', { name: doomed.fullName }));
    onDeleted?.(doomed);
  }

  return (
    <ConfirmDialog
      visible={user !== null}
      onHide={onClose}
      header={t('users.delete.title')}
      message={target ? t('users.delete.message', { name: target.fullName, username: target.username }) : ''}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('users.delete.confirm')}
      rejectLabel={t('users.actions.cancel')}
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={() => {
        if (user) void remove(user);
      }}
    />
  );
}
