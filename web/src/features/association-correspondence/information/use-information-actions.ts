import { confirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';
import {
  useArchiveInformationMutation,
  useDeleteInformationMutation,
  usePublishInformationMutation,
  useUnpublishInformationMutation,
  type AssocInformation,
} from '../../../api/enhanced/correspondence-information';
import { useNotifier } from '../../../components/toast';
import { useAbility } from '../../auth/ability';

export type InformationAction = 'edit' | 'publish' | 'unpublish' | 'archive' | 'delete';

/** What each status allows (the server checks again and answers 409 otherwise). */
const ALLOWED: Record<AssocInformation['status'], readonly InformationAction[]> = {
  draft: ['edit', 'publish', 'archive', 'delete'],
  published: ['unpublish', 'archive'],
  unpublished: ['edit', 'publish', 'archive'],
  archived: [],
};

/** The publish-state steps of an information item, with their confirmations and messages. */
export function useInformationActions() {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const ability = useAbility();
  const [publish] = usePublishInformationMutation();
  const [unpublish] = useUnpublishInformationMutation();
  const [archive] = useArchiveInformationMutation();
  const [remove] = useDeleteInformationMutation();
  const k = 'associationCorrespondence.information';

  const allowed = (item: AssocInformation, action: InformationAction) =>
    ability.can(action === 'delete' ? 'delete' : 'update', 'Information') && ALLOWED[item.status].includes(action);

  async function run(action: Exclude<InformationAction, 'edit'>, item: AssocInformation): Promise<boolean> {
    const request = { publish, unpublish, archive, delete: remove }[action];
    try {
      await request({ id: item.id }).unwrap();
      notifier.success(t(`${k}.done.${action}`, { title: item.title }));
      return true;
    } catch (error) {
      notifier.apiError(error);
      return false;
    }
  }

  /** Archiving and deleting are final: ask first. */
  function act(action: Exclude<InformationAction, 'edit'>, item: AssocInformation, after?: () => void) {
    if (action === 'archive' || action === 'delete') {
      confirmDialog({
        header: t(`${k}.confirm.${action}Title`),
        message: t(`${k}.confirm.${action}`, { title: item.title }),
        acceptLabel: t(`${k}.actions.${action}`),
        rejectLabel: t('associationCorrespondence.common.cancel'),
        acceptClassName: 'p-button-danger',
        accept: () => void run(action, item).then((ok) => ok && after?.()),
      });
    } else {
      void run(action, item).then((ok) => ok && after?.());
    }
  }

  return { allowed, act };
}
