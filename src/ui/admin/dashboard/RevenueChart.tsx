import { useDirection } from '@mantine/core';
import type { ChartBar } from './DashboardPresenter';

const WIDTH = 600;
const HEIGHT = 240;
const LABEL_SPACE = 40;
const VALUE_SPACE = 20;

/**
 * A plain SVG bar chart: one bar per month, its amount above it and the month below. Time runs
 * the way the page reads: from the left in English, from the right in Arabic.
 */
export function RevenueChart({ bars, title }: { bars: readonly ChartBar[]; title: string }) {
  const { dir } = useDirection();
  const slot = WIDTH / Math.max(1, bars.length);
  const slotOf = (index: number) => (dir === 'rtl' ? bars.length - 1 - index : index);
  const plotHeight = HEIGHT - LABEL_SPACE - VALUE_SPACE;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={title} style={{ maxWidth: WIDTH }}>
      <title>{title}</title>
      {bars.map((bar, index) => {
        const height = Math.max(bar.value > 0 ? 2 : 0, bar.share * plotHeight);
        const x = slotOf(index) * slot + slot * 0.2;
        const y = VALUE_SPACE + plotHeight - height;
        return (
          <g key={bar.label} aria-label={`${bar.label}: ${bar.valueText}`}>
            <rect x={x} y={y} width={slot * 0.6} height={height} rx={3} fill="var(--mantine-color-blue-6)" />
            <text x={x + slot * 0.3} y={y - 6} textAnchor="middle" fontSize={12} fill="currentColor">
              {bar.valueText}
            </text>
            <text x={x + slot * 0.3} y={HEIGHT - LABEL_SPACE / 2} textAnchor="middle" fontSize={12} fill="currentColor">
              {bar.label}
            </text>
          </g>
        );
      })}
      <line x1={0} x2={WIDTH} y1={VALUE_SPACE + plotHeight} y2={VALUE_SPACE + plotHeight} stroke="var(--mantine-color-gray-4)" />
    </svg>
  );
}
