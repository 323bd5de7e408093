/**
 * /reports/:report: ordering one report type for a period (spec 2, spec 7 POST /reports). The
 * server generates the file in the background; the panel opens on the new row, which turns
 * completed when the realtime channel says so. An unknown type is the 404 page.
 */
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SaveButton, SimpleForm, Title, Toolbar, useNotify } from 'react-admin';
import { DayInput } from '../../src/components/DayInput';
import { Link } from 'react-router-dom';
import { orderReport } from '../../dataProvider/adapters/reports';
import { ReportTypeSchema, type ReportType } from '../../schemas/reports';
import { fill } from '../../texts/ru';
import { ruReports } from '../../texts/ru-reports';
import { ruReportsUi } from '../../texts/ru-reports-ui';
import { NotFoundPage } from '../../src/pages/NotFoundPage';
import { useRouteParams } from '../../src/root/routeParams';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';
import { submissionErrors } from '../../src/components/submission';
import { initialPeriod, rememberPeriod, validatePeriod } from './orderForm';
import { openReportsPanel } from './panelStore';
import { refreshReports } from './reportsQueries';

const text = ruReportsUi.order;

const OrderForm = ({ type }: { type: ReportType }) => {
  const { http } = useAppDataProvider();
  const client = useQueryClient();
  const notify = useNotify();
  const [defaults] = useState(() => initialPeriod());
  const name = ruReports.types[type];

  const submit = async (values: Record<string, unknown>) => {
    const period = { date_from: String(values.date_from), date_to: String(values.date_to) };
    try {
      await orderReport(http, { report_type: type, ...period });
    } catch (error) {
      return submissionErrors(error, notify);
    }
    rememberPeriod(period);
    notify(fill(text.ordered, { name }), { type: 'success' });
    void refreshReports(client);
    openReportsPanel();
    return undefined;
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Title title={name} />
      <div>
        <Button component={Link} to="/reports" size="small" startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
          {text.all}
        </Button>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {name}
        </Typography>
        <Typography color="text.secondary">{ruReportsUi.descriptions[type]}</Typography>
      </div>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {text.period}
        </Typography>
        <SimpleForm
          defaultValues={defaults}
          onSubmit={submit}
          validate={validatePeriod}
          sx={{ p: 0 }}
          toolbar={
            <Toolbar sx={{ px: 0, bgcolor: 'transparent', minHeight: 0 }}>
              <SaveButton label={text.submit} icon={<DescriptionOutlined />} alwaysEnable />
            </Toolbar>
          }
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DayInput source="date_from" label={text.dateFrom} />
            <DayInput source="date_to" label={text.dateTo} />
          </Stack>
        </SimpleForm>
      </Paper>
      <Box component="section" aria-labelledby="report-columns">
        <Typography id="report-columns" variant="h3" component="h2" sx={{ mb: 1 }}>
          {text.columns}
        </Typography>
        <Typography color="text.secondary">{ruReportsUi.columns[type]}</Typography>
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
