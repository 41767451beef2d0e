import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@shopwright/shared/money';
import { useReducedMotion } from '../hooks/use-reduced-motion';

const BRAND = '#4f46e5';
const GRID = '#e5e7eb';
const MUTED = '#6b7280';

const compactMoney = (currency: string) => (v: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(v);

interface ChartProps<T> {
  /** Names the chart for assistive technology; the table next to it holds the same numbers. */
  label: string;
  data: T[];
  currency: string;
  /** The label of a bar (a date, a name). */
  name: (row: T) => string;
  value: (row: T) => number;
  /** What the bars measure, in the tooltip. */
  measure: string;
}

/**
 * Money as bars: over time (`columns`, a bar per day, week or month) or per thing (`rows`, a
 * category or product per horizontal bar, largest first).
 */
export function MoneyBarChart<T>({ label, data, currency, name, value, measure, layout }: ChartProps<T> & { layout: 'columns' | 'rows' }) {
  const reduced = useReducedMotion();
  const points = data.map((row) => ({ name: name(row), value: value(row) }));
  const rows = layout === 'rows';
  const tick = { fill: MUTED, fontSize: 12 };
  const moneyAxis = { tickFormatter: compactMoney(currency), tick, tickLine: false } as const;
  const nameAxis = { dataKey: 'name', tick, tickLine: false } as const;
  return (
    <div role="img" aria-label={label} className="w-full" style={{ height: rows ? Math.max(120, points.length * 36 + 40) : 256 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} layout={rows ? 'vertical' : 'horizontal'} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} vertical={rows} horizontal={!rows} />
          {rows ? (
            <XAxis type="number" {...moneyAxis} axisLine={{ stroke: GRID }} />
          ) : (
            <XAxis {...nameAxis} axisLine={{ stroke: GRID }} minTickGap={16} />
          )}
          {rows ? (
            <YAxis type="category" {...nameAxis} axisLine={false} width={140} />
          ) : (
            <YAxis {...moneyAxis} axisLine={false} width={64} />
          )}
          <Tooltip formatter={(v) => [formatMoney(Number(v), currency), measure]} cursor={{ fill: '#eef2ff' }} />
          <Bar
            dataKey="value"
            fill={BRAND}
            radius={rows ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            isAnimationActive={!reduced}
            maxBarSize={rows ? 24 : 48}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
