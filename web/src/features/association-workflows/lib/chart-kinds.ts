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
  Tooltip,
} from 'chart.js';
import { chartsFollowReducedMotion } from '../../../lib/chart-motion';

// The chart.js parts these screens draw with: bars, lines (with area fill) and doughnuts. Loaded on demand by
// ./chart.ts.
Chart.register(ArcElement, BarElement, CategoryScale, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip);
chartsFollowReducedMotion();

export { Bar, Doughnut, Line } from 'react-chartjs-2';
