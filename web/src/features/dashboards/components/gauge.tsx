import { Doughnut } from '../lib/chart-setup';
import { arcOptions, withAlpha, type ChartTheme } from '../lib/chart-theme';
import { ChartFrame } from './card-shell';

interface GaugeProps {
  theme: ChartTheme;
  /** 0–100. */
  percent: number;
  /** The formatted percentage shown in the middle. */
  value: string;
  caption: string;
  /** Labels of the filled and the empty part (tooltips). */
  labels: [string, string];
  summary: string;
  color?: string;
}

/** A radial completion gauge: a three-quarter doughnut with the percentage in the middle. */
export function Gauge({ theme, percent, value, caption, labels, summary, color = theme.palette[0]! }: GaugeProps) {
  const filled = Math.max(0, Math.min(100, percent));
  return (
    <ChartFrame
      summary={summary}
      height={200}
      className="dash-gauge"
      center={
        <>
          <strong>{value}</strong>
          <span>{caption}</span>
        </>
      }
    >
      <Doughnut
        data={{
          labels,
          datasets: [
            {
              data: [filled, 100 - filled],
              backgroundColor: [color, withAlpha(color, 0.15)],
              borderWidth: 0,
              borderRadius: 6,
            },
          ],
        }}
        options={{
          ...arcOptions<'doughnut'>(theme, { cutout: '80%' }),
          rotation: -135,
          circumference: 270,
          plugins: { ...arcOptions<'doughnut'>(theme).plugins, tooltip: { enabled: false } },
        }}
      />
    </ChartFrame>
  );
}
