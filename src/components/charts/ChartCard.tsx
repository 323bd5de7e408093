/**
 * A titled day chart with a 'Таблица' toggle that swaps the drawing for the same days as a
 * table (charts are for looking, tables for reading exact figures).
 */
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { Box, Stack, ToggleButton, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useText } from '../../i18n/useText';
import { DayTable } from './DayTable';
import type { ChartSeries } from './types';

export interface ChartCardProps {
  title: string;
  /** Heading level of the title. */
  component?: 'h2' | 'h3';
  series: readonly ChartSeries[];
  /** The chart (LineChart or BarChart over the same series). */
  children: ReactNode;
  /** Shown beside the title (the figure's total). */
  aside?: ReactNode;
  totals?: readonly string[];
}

export const ChartCard = ({ title, component = 'h2', series, children, aside, totals }: ChartCardProps) => {
  const translate = useText();
  const [table, setTable] = useState(false);
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component={component} sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {aside}
        <ToggleButton
          value="table"
          size="small"
          selected={table}
          onChange={() => setTable((current) => !current)}
          sx={{ py: 0.25, px: 1, gap: 0.5 }}
        >
          <TableChartOutlined fontSize="small" />
          {translate('kpi.charts.table')}
        </ToggleButton>
      </Stack>
      {table ? <DayTable caption={title} series={series} totals={totals} /> : children}
    </Box>
  );
};
