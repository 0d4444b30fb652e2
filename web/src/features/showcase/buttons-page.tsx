import { Button } from 'primereact/button';
import { ButtonGroup } from 'primereact/buttongroup';
import { SplitButton } from 'primereact/splitbutton';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifier } from '../../components/toast';
import { ShowcasePage, ShowcaseSection } from './section';
import './showcase.css';

const SEVERITIES = [
  ['primary', undefined],
  ['secondary', 'secondary'],
  ['success', 'success'],
  ['info', 'info'],
  ['warning', 'warning'],
  ['danger', 'danger'],
  ['help', 'help'],
  ['contrast', 'contrast'],
] as const;

export default function ButtonsPage() {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function load() {
    setLoading(true);
    timer.current = setTimeout(() => setLoading(false), 2000);
  }
  const clicked = (label: string) => () => notifier.success(t('showcase.buttons.clicked', { label }));
  const label = (key: string) => t(`showcase.buttons.severity.${key}`);
  const splitItems = [
    { label: t('showcase.buttons.update'), icon: 'pi pi-refresh', command: clicked(t('showcase.buttons.update')) },
    { label: t('showcase.buttons.delete'), icon: 'pi pi-trash', command: clicked(t('showcase.buttons.delete')) },
    { label: t('showcase.buttons.upload'), icon: 'pi pi-upload', command: clicked(t('showcase.buttons.upload')) },
  ];

  return (
    <ShowcasePage title={t('showcase.buttons.title')} subtitle={t('showcase.buttons.subtitle')}>
      <ShowcaseSection title={t('showcase.buttons.severities')}>
        {SEVERITIES.map(([key, severity]) => (
          <Button key={key} label={label(key)} severity={severity} />
        ))}
      </ShowcaseSection>
      <ShowcaseSection title={t('showcase.buttons.outlined')}>
        {SEVERITIES.map(([key, severity]) => (
          <Button key={key} label={label(key)} severity={severity} outlined />
        ))}
      </ShowcaseSection>
      <ShowcaseSection title={t('showcase.buttons.text')}>
        {SEVERITIES.map(([key, severity]) => (
          <Button key={key} label={label(key)} severity={severity} text />
        ))}
      </ShowcaseSection>
      <ShowcaseSection title={t('showcase.buttons.icons')}>
        <Button label={t('showcase.buttons.save')} icon="pi pi-check" />
        <Button label={t('showcase.buttons.next')} icon="pi pi-arrow-right" iconPos="right" className="flip-rtl" />
        <Button icon="pi pi-bookmark" aria-label={t('showcase.buttons.bookmark')} />
        <Button icon="pi pi-heart" rounded outlined severity="help" aria-label={t('showcase.buttons.favourite')} />
        <Button icon="pi pi-search" rounded text aria-label={t('showcase.buttons.search')} />
      </ShowcaseSection>
      <ShowcaseSection title={t('showcase.buttons.sizes')}>
        <Button label={t('showcase.buttons.small')} icon="pi pi-check" size="small" />
        <Button label={t('showcase.buttons.normal')} icon="pi pi-check" />
        <Button label={t('showcase.buttons.large')} icon="pi pi-check" size="large" />
      </ShowcaseSection>
      <ShowcaseSection title={t('showcase.buttons.loading')} description={t('showcase.buttons.loadingHint')}>
        <Button label={t('showcase.buttons.search')} icon="pi pi-search" loading={loading} onClick={load} />
        <Button label={t('showcase.buttons.processing')} loading outlined />
      </ShowcaseSection>
      <ShowcaseSection title={t('showcase.buttons.groups')}>
        <ButtonGroup>
          <Button label={t('showcase.buttons.save')} icon="pi pi-check" />
          <Button label={t('showcase.buttons.delete')} icon="pi pi-trash" />
          <Button label={t('showcase.buttons.cancel')} icon="pi pi-times" />
        </ButtonGroup>
        <ButtonGroup>
          <Button icon="pi pi-align-left" outlined aria-label={t('showcase.buttons.alignStart')} />
          <Button icon="pi pi-align-center" outlined aria-label={t('showcase.buttons.alignCenter')} />
          <Button icon="pi pi-align-right" outlined aria-label={t('showcase.buttons.alignEnd')} />
        </ButtonGroup>
      </ShowcaseSection>
      <ShowcaseSection title={t('showcase.buttons.split')} description={t('showcase.buttons.splitHint')}>
        <SplitButton
          label={t('showcase.buttons.save')}
          icon="pi pi-check"
          model={splitItems}
          onClick={clicked(t('showcase.buttons.save'))}
          menuButtonProps={{ 'aria-label': t('showcase.buttons.moreActions') }}
        />
        <SplitButton
          label={t('showcase.buttons.save')}
          model={splitItems}
          severity="secondary"
          outlined
          onClick={clicked(t('showcase.buttons.save'))}
          menuButtonProps={{ 'aria-label': t('showcase.buttons.moreActions') }}
        />
      </ShowcaseSection>
    </ShowcasePage>
  );
}
