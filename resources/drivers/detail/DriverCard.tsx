/**
 * The driver card's frame, shared by every tab of /drivers/detail/:id/*: the header (name, phone,
 * work status, self-employment, balance, car, group) and the tab bar. Each tab is its own route
 * and lazily loaded view; the header's driver comes from react-admin's cache between tabs.
 */
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { Alert, Box, Card, CardContent, Chip, Skeleton, Stack, Tab, Typography } from '@mui/material';
import { TabStrip } from '../../../src/components/TabStrip';
import type { ReactNode } from 'react';
import { HttpError, Title, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { Driver } from '../../../schemas/drivers';
import { Money } from '../../../src/components/money';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { useRouteParams } from '../../../src/root/routeParams';
import { carLabel } from '../common/format';
import { driverPath, type DriverTab } from '../common/paths';
import { SelfStateBadge } from '../common/SelfStateBadge';

/** The card's tabs in order; cashout/{aggregatorId} opens from the payments tab; rent and referral come with their own issues. */
export const DRIVER_TABS: readonly { tab: DriverTab; label: string }[] = [
  { tab: 'balance', label: t('drivers.card.tabs.balance') },
  { tab: 'transfers/complete', label: t('drivers.card.tabs.transfers') },
  { tab: 'cards', label: t('drivers.card.tabs.cards') },
  { tab: 'goals', label: t('drivers.card.tabs.goals') },
  { tab: 'charges/list', label: t('drivers.card.tabs.charges') },
  { tab: 'correction', label: t('drivers.card.tabs.correction') },
  { tab: 'profile', label: t('drivers.card.tabs.profile') },
  { tab: 'mobile-app', label: t('drivers.card.tabs.mobileApp') },
  { tab: 'drivers-join', label: t('drivers.card.tabs.aggregators') },
  { tab: 'payments', label: t('payoutLists.titles.paymentsTab') },
  { tab: 'change', label: t('drivers.card.tabs.change') },
];

/**
 * A tab's content takes the card's width, never its widest table's: react-admin's list column
 * otherwise grows to fit its table and the card (overflow hidden) cuts off the last columns and
 * the pagination. A wide table scrolls sideways inside its own box instead.
 */
const tabContentSx = {
  p: 2,
  minWidth: 0,
  '& .RaList-main': { minWidth: 0, contain: 'inline-size' },
  '& .RaDatagrid-tableWrapper, & .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;

const WORK_STATUS_COLOR = { working: 'success', not_working: 'default', fired: 'error' } as const;

// A labelled group holding its own <dl>: a description list may not hold groups with a role.
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box role="group" aria-label={label} sx={{ minWidth: 140 }}>
    <Box component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  </Box>
);

const DriverHeader = ({ driver }: { driver: Driver }) => {
  const translate = useText();
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Typography variant="h1">{driver.full_name}</Typography>
          <Chip
            size="small"
            color={WORK_STATUS_COLOR[driver.work_status]}
            label={translate(`fleet.workStatus.${driver.work_status}`)}
          />
          <SelfStateBadge state={driver.self_state} />
          {driver.is_blocked && (
            <Chip size="small" color="error" icon={<BlockOutlined />} label={translate('drivers.list.blocked')} />
          )}
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
          <Fact label={translate('fleet.fields.phone')}>{driver.phone}</Fact>
          <Fact label={translate('drivers.card.balance')}>
            <Money value={driver.balance} sx={{ fontWeight: 600 }} />
          </Fact>
          <Fact label={translate('drivers.card.car')}>{driver.car ? carLabel(driver.car) : translate('drivers.list.noCar')}</Fact>
          <Fact label={translate('drivers.card.group')}>{driver.group?.subname ?? translate('drivers.card.noGroup')}</Fact>
        </Box>
      </CardContent>
    </Card>
  );
};

const HeaderSkeleton = () => (
  <Card>
    <CardContent>
      <Skeleton variant="text" width={320} height={40} />
      <Skeleton variant="text" width={480} />
    </CardContent>
  </Card>
);

export interface DriverCardProps {
  /** The tab this route belongs to (sub-pages such as charges/new keep their tab lit). */
  tab: DriverTab;
  children: ReactNode;
}

export const DriverCard = ({ tab, children }: DriverCardProps) => {
  const translate = useText();
  const { id = '' } = useRouteParams();
  const { data: driver, error } = useGetOne<Driver>(DRIVER_RESOURCES.drivers, { id: Number(id) }, { retry: false });
  // Another park's driver answers 404 (and a malformed id 400): to this park it does not exist.
  if (error instanceof HttpError && (error.status === 404 || error.status === 400)) {
    return <Alert severity="warning">{translate('drivers.card.notFound')}</Alert>;
  }
  return (
    <Stack sx={{ gap: 2 }}>
      {driver && <Title title={translate('drivers.card.title', { name: driver.full_name })} />}
      {driver ? (
        <DriverHeader driver={driver} />
      ) : error ? (
        <Alert severity="error">{error.message || translate('drivers.common.loadFailed')}</Alert>
      ) : (
        <HeaderSkeleton />
      )}
      <Card>
        <TabStrip value={tab} sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
          {DRIVER_TABS.map((item) => (
            <Tab key={item.tab} value={item.tab} label={item.label} component={RouterLink} to={driverPath(id, item.tab)} />
          ))}
        </TabStrip>
        <Box sx={tabContentSx}>{children}</Box>
      </Card>
    </Stack>
  );
};

/** The card's driver id, as a route parameter. */
export function useDriverId(): string {
  return useRouteParams().id ?? '';
}
