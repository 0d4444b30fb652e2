import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifier } from '../../components/toast';
import { ShowcasePage, ShowcaseSection } from './section';
import { SidebarDemo } from './sidebar-demo';
import './showcase.css';

const TOOLTIP_POSITIONS = ['top', 'right', 'bottom', 'left'] as const;

export default function OverlaysPage() {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [answer, setAnswer] = useState<'accepted' | 'declined'>();
  const panel = useRef<OverlayPanel>(null);

  function confirm() {
    confirmDialog({
      header: t('showcase.overlays.confirmHeader'),
      message: t('showcase.overlays.confirmMessage'),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('showcase.overlays.yes'),
      rejectLabel: t('showcase.overlays.no'),
      accept: () => {
        setAnswer('accepted');
        notifier.success(t('showcase.overlays.accepted'));
      },
      reject: () => setAnswer('declined'),
    });
  }

  return (
    <ShowcasePage title={t('showcase.overlays.title')} subtitle={t('showcase.overlays.subtitle')}>
      <ShowcaseSection title={t('showcase.overlays.dialog')} description={t('showcase.overlays.dialogHint')}>
        <Button label={t('showcase.overlays.openDialog')} icon="pi pi-external-link" onClick={() => setDialogOpen(true)} />
        <Dialog
          header={t('showcase.overlays.dialogHeader')}
          visible={dialogOpen}
          onHide={() => setDialogOpen(false)}
          style={{ width: 'min(32rem, 92vw)' }}
          ariaCloseIconLabel={t('showcase.overlays.close')}
          footer={<Button label={t('showcase.overlays.close')} icon="pi pi-check" onClick={() => setDialogOpen(false)} autoFocus />}
        >
          <p>{t('showcase.overlays.dialogBody')}</p>
        </Dialog>
      </ShowcaseSection>

      <ShowcaseSection title={t('showcase.overlays.confirm')} description={t('showcase.overlays.confirmHint')}>
        <ConfirmDialog />
        <Button label={t('showcase.overlays.openConfirm')} icon="pi pi-question-circle" severity="warning" outlined onClick={confirm} />
        <p className="showcase-result" aria-live="polite">
          {answer ? t(`showcase.overlays.${answer}`) : t('showcase.overlays.noAnswer')}
        </p>
      </ShowcaseSection>

      <ShowcaseSection title={t('showcase.overlays.overlayPanel')} description={t('showcase.overlays.overlayPanelHint')}>
        <Button
          label={t('showcase.overlays.openPanel')}
          icon="pi pi-user"
          outlined
          onClick={(e) => panel.current?.toggle(e)}
          aria-haspopup="dialog"
        />
        <OverlayPanel ref={panel} aria-label={t('showcase.overlays.panelTitle')} closeOnEscape>
          <div className="showcase-panel">
            <strong>{t('showcase.overlays.panelTitle')}</strong>
            <p className="muted small">{t('showcase.overlays.panelBody')}</p>
          </div>
        </OverlayPanel>
      </ShowcaseSection>

      <SidebarDemo />

      <ShowcaseSection title={t('showcase.overlays.tooltip')} description={t('showcase.overlays.tooltipHint')}>
        {TOOLTIP_POSITIONS.map((position) => (
          <Button
            key={position}
            label={t(`showcase.overlays.positions.${position}`)}
            severity="secondary"
            outlined
            tooltip={t('showcase.overlays.tooltipText', { position: t(`showcase.overlays.positions.${position}`) })}
            tooltipOptions={{ position, showOnDisabled: false }}
          />
        ))}
      </ShowcaseSection>

      <ShowcaseSection title={t('showcase.overlays.toast')} description={t('showcase.overlays.toastHint')}>
        <Button label={t('showcase.overlays.showSuccess')} icon="pi pi-check" severity="success" onClick={() => notifier.success(t('showcase.overlays.successMessage'))} />
        <Button label={t('showcase.overlays.showError')} icon="pi pi-times" severity="danger" onClick={() => notifier.error(t('showcase.overlays.errorMessage'))} />
      </ShowcaseSection>
    </ShowcasePage>
  );
}
