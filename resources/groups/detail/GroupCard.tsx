/**
 * The frame of a group's card, shared by its tabs (/groups/detail/:id/drivers, params, step-N):
 * the group's name and the tab bar. The pseudo group 0 'Все водители' has no row: its card is
 * its commissions and a note that every driver of the park is in it.
 */
import { Alert, Box, Card, CardContent, Stack, Tab, Typography } from '@mui/material';
import { TabStrip } from '../../../src/components/TabStrip';
import type { ReactNode } from 'react';
import { HttpError, Title, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ALL_DRIVERS_GROUP_ID } from '../../../schemas/commissions';
import { raResourceOf } from '../../../schemas/resource';
import { driverGroups, type DriverGroup } from '../groups/resource';
import { errorMessage } from '../../../src/components/feedback';
import { useRouteParams } from '../../../src/root/routeParams';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { groupsTexts } from '../groups/texts';
import { groupPath, type GroupTab } from '../paths';

export function useGroupId(): number {
  const id = Number(useRouteParams().id ?? '');
  return Number.isInteger(id) && id >= 0 ? id : -1;
}

const TABS: readonly { tab: GroupTab; label: string; all: boolean }[] = [
  { tab: 'drivers', label: t('groups.tabs.drivers'), all: true },
  { tab: 'params', label: t('groups.tabs.params'), all: false },
  { tab: 'commissions', label: t('groups.tabs.commissions'), all: true },
];

const tabContentSx = { p: 2, minWidth: 0, '& .RaList-main': { minWidth: 0 } } as const;

/** The group's name: 'Все водители' for 0, else the row's (null while it loads). */
export function useGroupName(id: number): { name: string | null; error: unknown } {
  const translate = useText();
  const all = id === ALL_DRIVERS_GROUP_ID;
  const { data, error } = useGetOne<DriverGroup>(raResourceOf(driverGroups), { id }, { enabled: !all && id > 0, retry: false });
  return { name: all ? translate('groups.allDrivers') : (data?.name ?? null), error };
}

export const GroupCard = ({ tab, children }: { tab: GroupTab; children: ReactNode }) => {
  const translate = useText();
  const id = useGroupId();
  const { name, error } = useGroupName(id);
  if (id < 0 || (error instanceof HttpError && (error.status === 404 || error.status === 400))) {
    return <Alert severity="warning">{translate('errors.notFound')}</Alert>;
  }
  const tabs = TABS.filter((item) => id !== ALL_DRIVERS_GROUP_ID || item.all);
  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      {/* The parameters' generated form names the page itself. */}
      {name !== null && tab !== 'params' && <Title title={`${groupsTexts.labels.title}: ${name}`} />}
      <Card>
        <CardContent>
          <Typography variant="h1" sx={{ overflowWrap: 'break-word' }}>
            {name ?? '\u00a0'}
          </Typography>
          {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        </CardContent>
      </Card>
      <Card>
        <TabStrip value={tab} sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
          {tabs.map((item) => (
            <Tab key={item.tab} value={item.tab} label={item.label} component={RouterLink} to={groupPath(id, item.tab)} />
          ))}
        </TabStrip>
        <Box sx={tabContentSx}>{children}</Box>
      </Card>
    </Stack>
  );
};
