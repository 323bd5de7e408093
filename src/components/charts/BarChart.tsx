/** Days as bars: figures that are counted afresh each day (new drivers, payments). */
import { DayChart, type DayChartProps } from './DayChart';

export type BarChartProps = Omit<DayChartProps, 'kind' | 'area'>;

export const BarChart = (props: BarChartProps) => <DayChart kind="bar" {...props} />;
