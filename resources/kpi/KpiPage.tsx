/**
 * /kpi/{page} (spec 2): the park's figures over a period kept in the URL, one tab (and one
 * rates call) per page. An unknown page is the 404 text. The help button to 'Ваш менеджер'
 * shows under the same condition as the menu item.
 */
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../src/components/LoadingScreen';
import { t } from '../../texts/t';
import { useText } from '../../src/i18n/useText';
import { errorMessage } from '../../src/components/feedback';
import { useCabinetIdentity, useCabinetPermissions } from '../../src/root/identity';
import { useRouteParams } from '../../src/root/routeParams';
import { LinkTabs } from '../../src/components/ListTabs';
import { PageMessage } from '../../src/pages/PageMessage';
import { KpiDetail } from './KpiDetail';
import { KpiOverview } from './KpiOverview';
import { LazyManagerDialog } from './LazyManagerDialog';
import { isKpiPage, KPI_PAGES, metricsForGroup, PAGE_METRICS, type KpiPage as KpiPageName } from './pages';
import { PeriodPicker } from './PeriodPicker';
import { periodFromSearch, periodSearch, type Period } from './period';
import { useHelpCondition } from './useHelpCondition';
import { useRates } from './useRates';

const tabs = KPI_PAGES.map((page) => ({ value: page, label: t(`kpi.pages.${page}`) }));

/** The 404 of spec 2 for a page that does not exist, inside the KPI frame. */
const KpiNotFound = () => {
  const translate = useText();
  return <PageMessage icon={<SearchOffOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />} text={translate('app.notFound')} />;
};

const HelpButton = () => {
  const translate = useText();
  const show = useHelpCondition();
  const [open, setOpen] = useState(false);
  if (!show) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<HeadsetMicOutlined />} onClick={() => setOpen(true)}>
        {translate('kpi.helpButton')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LazyManagerDialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};

const KpiScreen = ({ page }: { page: KpiPageName }) => {
  const translate = useText();
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => new Date());
  const timeZone = useCabinetIdentity()?.park_timezone;
  const period = periodFromSearch(search, now, timeZone);
  const { permissions } = useCabinetPermissions();
  const metrics = permissions === undefined ? [] : metricsForGroup(PAGE_METRICS[page], permissions.group_id);
  const rates = useRates(period, metrics);

  const changePeriod = (next: Period) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set('date_from', next.date_from);
      params.set('date_to', next.date_to);
      return params;
    });

  return (
    <Stack spacing={2} sx={{ maxWidth: 1400 }}>
      <Title title={translate('kpi.title')} />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {translate('kpi.title')}
        </Typography>
        <HelpButton />
      </Stack>
      <LinkTabs label={translate('kpi.tabsLabel')} value={page} tabs={tabs} to={(value) => `/kpi/${value}${periodSearch(period)}`} />
      <PeriodPicker period={period} onChange={changePeriod} now={now} timeZone={timeZone} />
      <Box sx={{ height: 4 }}>{rates.isFetching && rates.data !== undefined ? <LinearProgress aria-label={translate('app.loading')} /> : null}</Box>
      {rates.data !== undefined ? (
        page === 'main' ? (
          <KpiOverview rates={rates.data} period={period} />
        ) : (
          <KpiDetail rates={rates.data} title={translate(`kpi.pages.${page}`)} />
        )
      ) : rates.error ? (
        <Alert
          severity="error"
          sx={{ maxWidth: 720 }}
          action={
            <Button color="inherit" size="small" onClick={() => void rates.refetch()}>
              {translate('kpi.retry')}
            </Button>
          }
        >
          {`${translate('kpi.loadFailed')}: ${errorMessage(rates.error)}`}
        </Alert>
      ) : (
        <LoadingScreen fullHeight={false} />
      )}
    </Stack>
  );
};

export const KpiPage = () => {
  const { page } = useRouteParams();
  return isKpiPage(page) ? <KpiScreen page={page} /> : <KpiNotFound />;
};
