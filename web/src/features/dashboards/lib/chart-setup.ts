import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';
import { chartsFollowReducedMotion } from '../../../lib/chart-motion';

// The chart.js parts the dashboards draw with, registered once for every chart of this feature:
// line/area (Line, Point, Filler), bar, doughnut/pie/polar area (Arc, RadialLinear), radar, bubble and scatter.
Chart.register(
  ArcElement,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
);
chartsFollowReducedMotion();

export { Bar, Bubble, Doughnut, Line, PolarArea, Radar, Scatter } from 'react-chartjs-2';
