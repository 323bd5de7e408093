/**
 * /reports/:report: ordering one report type for a period (spec 2, spec 7 POST /reports). The
 * server generates the file in the background; the panel opens on the new row, which turns
 * completed when the realtime channel says so. An unknown type is the 404 page. The period's
 * inputs are generated from ./orderForm.ts.
 */
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { orderReport } from '../../dataProvider/adapters/reports';
import { ReportTypeSchema, type ReportType } from '../../schemas/reports';
import { useText } from '../../src/i18n/useText';
import { NotFoundPage } from '../../src/pages/NotFoundPage';
import { useRouteParams } from '../../src/root/routeParams';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';
import { GeneratedForm } from '../../src/components/generated/GeneratedForm';
import { initialPeriod, rememberPeriod, reportOrderForm } from './orderForm';
import { openReportsPanel } from '../../src/components/reportsPanel';
import { refreshReports } from './reportsQueries';

const OrderForm = ({ type }: { type: ReportType }) => {
  const translate = useText();
  const { http } = useAppDataProvider();
  const client = useQueryClient();
  const notify = useNotify();
  const [period] = useState<Record<string, unknown>>(() => ({ ...initialPeriod() }));
  const name = translate(`reports.types.${type}`);

  // A refusal is thrown back to the generated form, which puts its field errors at the days.
  const order = async (values: Record<string, unknown>) => {
    const chosen = { date_from: String(values.date_from), date_to: String(values.date_to) };
    await orderReport(http, { report_type: type, ...chosen });
    rememberPeriod(chosen);
    notify(translate('reportsUi.order.ordered', { name }), { type: 'success' });
    void refreshReports(client);
    openReportsPanel();
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Title title={name} />
      <div>
        <Button component={Link} to="/reports" size="small" startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
          {translate('reportsUi.order.all')}
        </Button>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {name}
        </Typography>
        <Typography color="text.secondary">{translate(`reportsUi.descriptions.${type}`)}</Typography>
      </div>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <GeneratedForm declaration={reportOrderForm} record={period} onSave={order} />
      </Paper>
      <Box component="section" aria-labelledby="report-columns">
        <Typography id="report-columns" variant="h3" component="h2" sx={{ mb: 1 }}>
          {translate('reportsUi.order.columns')}
        </Typography>
        <Typography color="text.secondary">{translate(`reportsUi.columns.${type}`)}</Typography>
      </Box>
    </Stack>
  );
};

export const ReportOrder = () => {
  const parsed = ReportTypeSchema.safeParse(useRouteParams().report);
  if (!parsed.success) return <NotFoundPage />;
  // A new type starts from its own form state.
  return <OrderForm key={parsed.data} type={parsed.data} />;
};
