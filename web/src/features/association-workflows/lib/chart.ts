import type { ChartOptions } from 'chart.js';
import { lazy, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// chart.js and its React bindings (about 60 KB compressed and a long task to start) load with the first chart that
// comes into view, not with the page: the association dashboard shows its header, figures and tables first.
const kinds = () => import('./chart-kinds');
export const Bar = lazy(() => kinds().then((m) => ({ default: m.Bar })));
export const Doughnut = lazy(() => kinds().then((m) => ({ default: m.Doughnut })));
export const Line = lazy(() => kinds().then((m) => ({ default: m.Line })));

export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  palette: string[];
  rtl: boolean;
}

const FALLBACK = ['#0f766e', '#2563eb', '#d97706', '#dc2626', '#7c3aed', '#16a34a', '#64748b', '#0891b2', '#9f1239'];

// The skin is a class on <body> and the direction an attribute on <html>, both set outside React: watch them so
// charts redraw in the new colours.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}
const snapshot = () => `${document.body.className}|${document.documentElement.dir}`;

/** Colours from the skin's CSS variables (--aw-chart-1 … 9 in this feature's stylesheet). */
export function useChartTheme(): ChartTheme {
  const key = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const style = getComputedStyle(document.body);
    const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    return {
      text: read('--text', '#2f3542'),
      muted: read('--text-muted', '#5f6b7a'),
      grid: read('--surface-border', '#e3e7ec'),
      palette: FALLBACK.map((fallback, i) => read(`--aw-chart-${i + 1}`, fallback)),
      rtl: document.documentElement.dir === 'rtl',
    };
    // `key` only signals that the variables must be read again.
  }, [key]);
}

const legend = (theme: ChartTheme, display: boolean) => ({
  display,
  position: 'bottom' as const,
  rtl: theme.rtl,
  labels: { color: theme.text, usePointStyle: true, boxWidth: 8, boxHeight: 8, padding: 14 },
});

/** Bar and line charts: themed axes, optional stacking and horizontal bars. */
export function useAxisOptions<T extends 'bar' | 'line'>(
  options: { stacked?: boolean; horizontal?: boolean; legend?: boolean; values?: 'count' | 'money' } = {},
): ChartOptions<T> {
  const theme = useChartTheme();
  const { i18n } = useTranslation();
  const { stacked = false, horizontal = false, legend: showLegend = true, values } = options;
  return useMemo(() => {
    // Counts tick in whole numbers; rupiah in short (45 jt, 45M) so the axis stays narrow.
    const short = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
    const valueTicks =
      values === 'count'
        ? { precision: 0 }
        : values === 'money'
          ? { callback: (value: string | number) => short.format(Number(value)) }
          : {};
    const axis = (reverse: boolean, isValue: boolean) => ({
      stacked,
      reverse,
      ticks: { color: theme.muted, ...(isValue ? valueTicks : {}) },
      grid: { color: theme.grid },
      border: { color: theme.grid },
    });
    return {
      responsive: true,
      maintainAspectRatio: false,
      locale: i18n.language,
      indexAxis: horizontal ? 'y' : 'x',
      scales: {
        x: { ...axis(theme.rtl && !horizontal, horizontal), beginAtZero: true },
        y: { ...axis(false, !horizontal), beginAtZero: true, position: theme.rtl ? 'right' : 'left' },
      },
      plugins: { legend: legend(theme, showLegend), tooltip: { rtl: theme.rtl } },
    } as unknown as ChartOptions<T>;
  }, [theme, i18n.language, stacked, horizontal, showLegend, values]);
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
      plugins: { legend: { ...legend(theme, true), position: 'right' as const } },
    }),
    [theme, i18n.language],
  );
}

/** `color` (#rrggbb) at `alpha` opacity, for area fills. */
export function withAlpha(color: string, alpha: number): string {
  const hex = color.trim().match(/^#([0-9a-f]{6})$/i)?.[1];
  if (!hex) return color;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
