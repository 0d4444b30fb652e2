import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { AssocInformation } from '../../../api/enhanced/correspondence-information';
import { InformationBody } from '../../../components/information-body';
import { InformationStatusTag } from '../components/status-tag';
import { useFormat } from '../lib/format';

/** An item as readers would see it: title, summary and the sanitised body. */
export function InformationPreview({ item, onHide }: { item: AssocInformation; onHide: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Dialog header={item.title} visible onHide={onHide} className="ac-dialog ac-dialog-wide" modal>
      <article className="ac-article">
        <p className="ac-tags">
          <InformationStatusTag status={item.status} />
          <span className="muted small">
            {item.categoryName} · {item.author} · {format.dateTime(item.publishedAt ?? item.updatedAt)}
          </span>
        </p>
        {item.summary && <p className="ac-lead">{item.summary}</p>}
        {item.body ? <InformationBody body={item.body} format={item.bodyFormat} /> : <p className="muted">{t('associationCorrespondence.editor.emptyBody')}</p>}
      </article>
    </Dialog>
  );
}
