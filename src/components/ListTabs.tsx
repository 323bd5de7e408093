/**
 * Tabs over a list: `LinkTabs` when the tab is part of the path (/transfers/list/{filter},
 * /drivers/access-app/{filter}), `FilterTabs` when it is a filter of the list kept in the URL's
 * query (approve, marketplace, goals). A tab may carry a count. On a phone the tabs are a select.
 */
import { Box, MenuItem, Tab, TextField } from '@mui/material';
import { TabStrip } from './TabStrip';
import { useListContext } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatNumber } from './format';
import { useIsPhone } from './ResponsiveList';

export interface TabItem {
  value: string;
  label: string;
  /** Shown after the label when known. */
  count?: number;
}

const TabLabel = ({ label, count }: Pick<TabItem, 'label' | 'count'>) => (
  <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline' }}>
    <span>{label}</span>
    {count === undefined ? null : (
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        {formatNumber(count)}
      </Box>
    )}
  </Box>
);

const tabsSx = { mb: 1, borderBottom: 1, borderColor: 'divider' } as const;

/** The tabs as one select, for a phone: a row of tabs there would hide most of them. */
const TabsSelect = ({
  label,
  value,
  tabs,
  onChange,
}: {
  label: string;
  value: string | false;
  tabs: readonly TabItem[];
  onChange: (value: string) => void;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value === false ? '' : value}
    onChange={(event) => onChange(event.target.value)}
    sx={{ my: 1 }}
  >
    {tabs.map((tab) => (
      <MenuItem key={tab.value} value={tab.value}>
        <TabLabel label={tab.label} count={tab.count} />
      </MenuItem>
    ))}
  </TextField>
);

export const LinkTabs = ({
  label,
  value,
  tabs,
  to,
}: {
  label: string;
  /** false: none of the tabs is the current one (a path naming what the tabs do not offer). */
  value: string | false;
  tabs: readonly TabItem[];
  /** The path (with its query) a tab opens. */
  to: (value: string) => string;
}) => {
  const navigate = useNavigate();
  const phone = useIsPhone();
  if (phone) return <TabsSelect label={label} value={value} tabs={tabs} onChange={(next) => navigate(to(next))} />;
  return (
    <TabStrip value={value} aria-label={label} sx={tabsSx}>
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          component={RouterLink}
          to={to(tab.value)}
          label={<TabLabel label={tab.label} count={tab.count} />}
        />
      ))}
    </TabStrip>
  );
};

/** Tabs bound to the list filter `source`; switching one goes back to the first page. */
export const FilterTabs = ({ label, source, tabs }: { label: string; source: string; tabs: readonly TabItem[] }) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current: unknown = filterValues[source];
  const value = tabs.find((tab) => tab.value === current)?.value ?? tabs[0]?.value ?? false;
  const choose = (next: string) => setFilters({ ...filterValues, [source]: next }, displayedFilters, false);
  const phone = useIsPhone();
  if (phone) return <TabsSelect label={label} value={value} tabs={tabs} onChange={choose} />;
  return (
    <TabStrip
      value={value}
      aria-label={label}
      sx={tabsSx}
      onChange={(_event, next: string) => choose(next)}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={<TabLabel label={tab.label} count={tab.count} />} />
      ))}
    </TabStrip>
  );
};
