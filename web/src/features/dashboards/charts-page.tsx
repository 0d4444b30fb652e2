import { useTranslation } from 'react-i18next';
import { PageHeader } from './components/page-header';
import { DoughnutShowcase, PolarAreaShowcase } from './showcase/arc-charts';
import { BarShowcase, LineShowcase, RadarShowcase } from './showcase/cartesian-charts';
import { BubbleShowcase, ScatterShowcase } from './showcase/point-charts';
import './dashboards.css';

/** A showcase of the chart types, each drawn from the data of the cards. */
export default function ChartsPage() {
  const { t } = useTranslation();
  return (
    <div className="dash-page">
      <PageHeader title={t('dashboards.pages.charts.title')} subtitle={t('dashboards.pages.charts.subtitle')} />
      <div className="dash-grid">
        <LineShowcase className="span-6" />
        <BarShowcase className="span-6" />
        <DoughnutShowcase className="span-4" />
        <PolarAreaShowcase className="span-4" />
        <RadarShowcase className="span-4" />
        <BubbleShowcase className="span-6" />
        <ScatterShowcase className="span-6" />
      </div>
    </div>
  );
}
