/** Days as lines, optionally with the area under them filled: trends of one or several figures. */
import { DayChart, type DayChartProps } from './DayChart';

export type LineChartProps = Omit<DayChartProps, 'kind'>;

export const LineChart = (props: LineChartProps) => <DayChart kind="line" {...props} />;
