import { useTranslation } from 'react-i18next';
import { Bar, Line } from '../lib/chart-setup';
import { cartesianOptions, seriesColor, sparklineOptions, useChartTheme, withAlpha } from '../lib/chart-theme';
import { useFormat } from '../lib/format';
import { monthLabels, seriesSummary } from '../lib/summary';
import { ChartFrame } from './card-shell';

export interface Series {
  name: string;
  data: number[];
}

interface SeriesChartProps {
  series: Series[];
  kind: 'line' | 'area' | 'bar';
  /** Palette index of the first series. */
  color?: number;
  height?: number;
  /** Small chart without axes (statistics cards); otherwise axes with translated titles. */
  sparkline?: boolean;
  yTitle?: string;
  legend?: boolean;
}

/** A line, area or bar chart of API series whose points have no names of their own. */
export function SeriesChart({ series, kind, color = 0, height = 120, sparkline = false, yTitle, legend = false }: SeriesChartProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useChartTheme();
  const labels = monthLabels(f.locale, Math.max(0, ...series.map((s) => s.data.length)));
  const summary = series.map((s) => seriesSummary(t, f, s.name, s.data)).join(' ');
  const colors = series.map((_, i) => seriesColor(theme, color + i));

  if (kind === 'bar') {
    return (
      <ChartFrame summary={summary} height={height}>
        <Bar
          data={{
            labels,
            datasets: series.map((s, i) => ({
              label: s.name,
              data: s.data,
              backgroundColor: colors[i],
              borderRadius: 4,
              maxBarThickness: 18,
            })),
          }}
          options={
            sparkline
              ? sparklineOptions<'bar'>(theme)
              : cartesianOptions<'bar'>(theme, { xTitle: t('dashboards.axis.period'), yTitle, legend })
          }
        />
      </ChartFrame>
    );
  }
  return (
    <ChartFrame summary={summary} height={height}>
      <Line
        data={{
          labels,
          datasets: series.map((s, i) => ({
            label: s.name,
            data: s.data,
            borderColor: colors[i],
            backgroundColor: kind === 'area' ? withAlpha(colors[i]!, 0.18) : colors[i],
            fill: kind === 'area',
            tension: 0.4,
            borderWidth: 2.5,
          })),
        }}
        options={
          sparkline
            ? sparklineOptions<'line'>(theme)
            : cartesianOptions<'line'>(theme, { xTitle: t('dashboards.axis.period'), yTitle, legend })
        }
      />
    </ChartFrame>
  );
}
