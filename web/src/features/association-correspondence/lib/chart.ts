import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { chartsFollowReducedMotion } from '../../../lib/chart-motion';

// The chart.js parts the statistics draw with: bars and doughnuts.
Chart.register(ArcElement, BarElement, CategoryScale, Legend, LinearScale, Tooltip);
chartsFollowReducedMotion();

export { Bar, Doughnut } from 'react-chartjs-2';

const FALLBACK = ['#0f766e', '#2563eb', '#d97706', '#dc2626', '#7c3aed', '#16a34a', '#64748b', '#0891b2'];

// The skin is a class on <body> and the direction an attribute on <html>, both set outside React: watch them so the
// charts redraw in the new colours.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}
const snapshot = () => `${document.body.className}|${document.documentElement.dir}`;

/** Colours from the skin's CSS variables (--ac-chart-1 … 8 in this feature's stylesheet). */
export function useChartTheme() {
  const key = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const style = getComputedStyle(document.body);
    const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    return {
      text: read('--text', '#2f3542'),
      muted: read('--text-muted', '#5f6b7a'),
      grid: read('--surface-border', '#e3e7ec'),
      surface: read('--surface', '#ffffff'),
      palette: FALLBACK.map((fallback, i) => read(`--ac-chart-${i + 1}`, fallback)),
      rtl: document.documentElement.dir === 'rtl',
    };
    // `key` only signals that the variables must be read again.
  }, [key]);
}

/** Bar charts with whole-number value axes; horizontal for long labels (categories, senders). */
export function useBarOptions(horizontal = false): ChartOptions<'bar'> {
  const theme = useChartTheme();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const axis = (isValue: boolean, reverse: boolean) => ({
      beginAtZero: true,
      reverse,
      ticks: { color: theme.muted, ...(isValue ? { precision: 0 } : { autoSkip: false }) },
      grid: { color: theme.grid, display: isValue },
      border: { color: theme.grid },
    });
    return {
      responsive: true,
      maintainAspectRatio: false,
      locale: i18n.language,
      indexAxis: horizontal ? 'y' : 'x',
      scales: {
        x: axis(horizontal, theme.rtl && !horizontal),
        y: { ...axis(!horizontal, false), position: theme.rtl ? 'right' : 'left' },
      },
      plugins: { legend: { display: false }, tooltip: { rtl: theme.rtl } },
    } as ChartOptions<'bar'>;
  }, [theme, i18n.language, horizontal]);
}

export function useDoughnutOptions(): ChartOptions<'doughnut'> {
  const theme = useChartTheme();
  const { i18n } = useTranslation();
  return useMemo(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      locale: i18n.language,
      cutout: '62%',
      borderColor: theme.surface,
      plugins: {
        legend: { position: 'bottom', rtl: theme.rtl, labels: { color: theme.text, usePointStyle: true, boxWidth: 8, boxHeight: 8, padding: 12 } },
        tooltip: { rtl: theme.rtl },
      },
    }),
    [theme, i18n.language],
  );
}
