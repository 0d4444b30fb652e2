import type { ChartOptions, ChartType } from 'chart.js';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** Colours and direction every chart draws with; read from the CSS variables of the current skin. */
export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  /** Series colours, --dash-chart-1 … --dash-chart-6. */
  palette: string[];
  rtl: boolean;
  locale: string;
}

const PALETTE_FALLBACK = ['#0f766e', '#2563eb', '#b45309', '#dc2626', '#7c3aed', '#15803d'];

/** The tone names the API uses for icons, mapped onto the palette. */
const TONES: Record<string, number> = { primary: 0, info: 1, warning: 2, danger: 3, secondary: 4, success: 5 };

export function toneColor(theme: ChartTheme, tone: string, index = 0): string {
  return theme.palette[TONES[tone] ?? index % theme.palette.length]!;
}

export function seriesColor(theme: ChartTheme, index: number): string {
  return theme.palette[index % theme.palette.length]!;
}

/** `color` at `alpha` opacity; understands #rgb, #rrggbb and rgb()/rgba(). */
export function withAlpha(color: string, alpha: number): string {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = color.match(/^rgba?\(([^)]+)\)$/i)?.[1];
  if (rgb) {
    const [r, g, b] = rgb.split(/[\s,/]+/);
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  return color;
}

function subscribe(onChange: () => void) {
  // The layout switches skins with a class on <body> and direction with dir on <html>, after React rendered; watch
  // both so charts redraw in the new colours.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}
const snapshot = () => `${document.body.className}|${document.documentElement.dir}`;

function readTheme(locale: string): ChartTheme {
  const style = getComputedStyle(document.body);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--text', '#2f3542'),
    muted: read('--text-muted', '#5f6b7a'),
    grid: read('--surface-border', '#e3e7ec'),
    surface: read('--surface', '#ffffff'),
    palette: PALETTE_FALLBACK.map((fallback, i) => read(`--dash-chart-${i + 1}`, fallback)),
    rtl: document.documentElement.dir === 'rtl',
    locale,
  };
}

/** The chart theme, re-read whenever the skin or the direction changes. */
export function useChartTheme(): ChartTheme {
  const { i18n } = useTranslation();
  const key = useSyncExternalStore(subscribe, snapshot, snapshot);
  // `key` is only the trigger: a new skin or direction means the CSS variables must be read again.
  return useMemo(() => readTheme(i18n.language), [key, i18n.language]);
}

function legendAndTooltip(theme: ChartTheme, legend: boolean) {
  return {
    legend: {
      display: legend,
      position: 'bottom' as const,
      rtl: theme.rtl,
      textDirection: theme.rtl ? 'rtl' : 'ltr',
      labels: { color: theme.text, usePointStyle: true, boxWidth: 8, boxHeight: 8, padding: 16 },
    },
    tooltip: { rtl: theme.rtl, textDirection: theme.rtl ? 'rtl' : 'ltr' },
  };
}

interface CartesianOptions {
  xTitle?: string;
  yTitle?: string;
  legend?: boolean;
  /** Horizontal bars. */
  horizontal?: boolean;
}

/** Options for charts with x and y axes (line, bar, scatter, bubble). */
export function cartesianOptions<T extends ChartType>(
  theme: ChartTheme,
  { xTitle, yTitle, legend = false, horizontal = false }: CartesianOptions = {},
): ChartOptions<T> {
  const axis = (title: string | undefined, reverse: boolean) => ({
    reverse,
    ticks: { color: theme.muted },
    grid: { color: theme.grid },
    border: { color: theme.grid },
    title: { display: Boolean(title), text: title ?? '', color: theme.muted },
  });
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale: theme.locale,
    indexAxis: horizontal ? 'y' : 'x',
    // Reversed x axes leave the outermost tick label without room at the start edge; give it some.
    layout: { padding: theme.rtl ? { left: 24 } : {} },
    scales: {
      x: axis(xTitle, theme.rtl),
      y: { ...axis(yTitle, false), position: theme.rtl ? 'right' : 'left', beginAtZero: true },
    },
    plugins: legendAndTooltip(theme, legend),
  } as ChartOptions<T>;
}

/** Options for a small chart without axes or legend (statistics cards). */
export function sparklineOptions<T extends 'line' | 'bar'>(theme: ChartTheme): ChartOptions<T> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale: theme.locale,
    scales: { x: { display: false, reverse: theme.rtl }, y: { display: false, beginAtZero: true } },
    elements: { point: { radius: 0, hoverRadius: 4 } },
    plugins: legendAndTooltip(theme, false),
  } as unknown as ChartOptions<T>;
}

/** Options for doughnut, pie, polar-area and radar charts (no x/y axes). */
export function arcOptions<T extends 'doughnut' | 'polarArea' | 'pie' | 'radar'>(
  theme: ChartTheme,
  { legend = false, cutout }: { legend?: boolean; cutout?: string } = {},
): ChartOptions<T> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale: theme.locale,
    ...(cutout ? { cutout } : {}),
    plugins: legendAndTooltip(theme, legend),
  } as ChartOptions<T>;
}

/** Options for radar and polar-area scales. */
export function radialScale(theme: ChartTheme) {
  return {
    r: {
      angleLines: { color: theme.grid },
      grid: { color: theme.grid },
      pointLabels: { color: theme.text },
      ticks: { color: theme.muted, backdropColor: theme.surface },
      beginAtZero: true,
    },
  };
}
