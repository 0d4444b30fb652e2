import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { ShowcaseSection } from './section';

type Side = 'start' | 'end' | 'top' | 'bottom';
const SIDES: Side[] = ['start', 'end', 'top', 'bottom'];

/** Sidebars from each edge; start and end follow the writing direction. */
export function SidebarDemo() {
  const { t } = useTranslation();
  const isRTL = useAppSelector((s) => s.layout.isRTL);
  const [side, setSide] = useState<Side | null>(null);
  const position = (s: Side) => (s === 'start' ? (isRTL ? 'right' : 'left') : s === 'end' ? (isRTL ? 'left' : 'right') : s);

  return (
    <ShowcaseSection title={t('showcase.overlays.sidebar')} description={t('showcase.overlays.sidebarHint')}>
      {SIDES.map((s) => (
        <Button key={s} label={t(`showcase.overlays.sides.${s}`)} icon="pi pi-window-maximize" outlined onClick={() => setSide(s)} />
      ))}
      <Sidebar
        visible={side !== null}
        position={side ? position(side) : 'left'}
        onHide={() => setSide(null)}
        header={<h2 className="showcase-sidebar-title">{t('showcase.overlays.sidebarTitle')}</h2>}
        ariaCloseLabel={t('showcase.overlays.close')}
      >
        <p>{t('showcase.overlays.sidebarBody')}</p>
        <Button label={t('showcase.overlays.close')} onClick={() => setSide(null)} />
      </Sidebar>
    </ShowcaseSection>
  );
}
