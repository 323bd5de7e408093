/**
 * The days of one or several series as a compact table: the chart's data for those who would
 * rather read it (and for screen readers), with an optional totals row.
 */
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { useText } from '../../i18n/useText';
import { shortDate } from './scale';
import type { ChartSeries } from './types';

export interface DayTableProps {
  caption: string;
  series: readonly ChartSeries[];
  /** One text per series for the totals row; no totals row when absent. */
  totals?: readonly string[];
  maxHeight?: number;
}

export const DayTable = ({ caption, series, totals, maxHeight = 360 }: DayTableProps) => {
  const translate = useText();
  const days = series[0]?.points.map((point) => point.date) ?? [];
  return (
    <TableContainer sx={{ maxHeight, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('kpi.day')}
            </TableCell>
            {series.map((item) => (
              <TableCell key={item.id} component="th" scope="col" align="right">
                {item.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day, index) => (
            <TableRow key={day} hover>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {shortDate(day, true)}
              </TableCell>
              {series.map((item) => (
                <TableCell key={item.id} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {item.points[index]?.text ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {totals === undefined ? null : (
          <TableFooter sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper' }}>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {translate('kpi.total')}
              </TableCell>
              {totals.map((total, index) => (
                <TableCell key={series[index]?.id ?? index} align="right" sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap' }}>
                  {total}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
};
