/**
 * The home page (spec 2 '/', groups 1-5): greets the user, shows the park, its country and the
 * user's group, then what this group may see: the last 7 days of the park's figures (groups
 * that may open /kpi/main), the sections it may open, the latest news (groups that may open
 * /news); a group with no section gets a note on whom to ask for access. Each block shows only
 * when the sections it leads to can be opened (resources/home/texts.ts).
 */
import { Box, Card, CardContent, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { HomeAccessNote } from './HomeAccessNote';
import type { HomeText } from './texts';
import { useText } from '../../src/i18n/useText';
import { LoadingScreen } from '../../src/components/LoadingScreen';
import { isSectionOpen, sectionPath } from '../../src/layout/menuModel';
import type { HomeBlock } from '../../src/root/definition';
import { useDefinitions, useRouteTable } from '../../src/root/definitions';
import { mayShow } from '../../src/root/canOpen';
import { useCabinetIdentity, useCabinetPermissions } from '../../src/root/identity';
import { useOpenCheck } from '../../src/root/useOpenCheck';

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ minWidth: 160 }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
      {value}
    </Typography>
  </Box>
);

export const HomePage = () => {
  const translate = useText();
  const identity = useCabinetIdentity();
  const { permissions } = useCabinetPermissions();
  const definitions = useDefinitions();
  const table = useRouteTable();
  const open = useOpenCheck();

  if (identity === undefined || permissions === undefined || open === null) return <LoadingScreen fullHeight={false} />;

  const context = { policy: permissions.policy, groupId: permissions.group_id, countryCode: identity.country_code, denied: permissions.denied };
  const sections = definitions.filter((definition) => definition.name !== 'home' && isSectionOpen(definition, table, context));
  const name = identity.fullName.trim() || identity.login;
  const shows = (text: HomeText) => mayShow(text, open);
  // The sections' own blocks, each shown only to whoever may open what it leads to.
  const blocks = (place: HomeBlock['place']) =>
    definitions.flatMap(({ name, homeBlock }) =>
      homeBlock?.place === place && shows(homeBlock.text) ? [<homeBlock.component key={name} />] : [],
    );
  const summary = blocks('summary');
  const beside = blocks('beside');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
      <Title title={translate('home.title')} />
      <Typography variant="h1">{translate('home.greeting', { name })}</Typography>
      <Card>
        <CardContent>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
            <Fact label={translate('home.park')} value={identity.park_name} />
            <Fact label={translate('home.country')} value={translate(`countries.${identity.country_code}`)} />
            <Fact label={translate('home.group')} value={String(permissions.group_id)} />
            <Fact label={translate('home.login')} value={identity.login} />
          </Box>
        </CardContent>
      </Card>
      <Suspense fallback={null}>{summary}</Suspense>
      {sections.length === 0 ? (
        <HomeAccessNote />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: beside.length > 0 ? '1fr 1fr' : '1fr' }, alignItems: 'start' }}>
          <Card component="section" aria-labelledby="home-sections-title">
            <CardContent>
              <Typography id="home-sections-title" variant="h2" sx={{ mb: 1 }}>
                {translate('home.sections')}
              </Typography>
              <List dense disablePadding>
                {sections.map((definition) => {
                  const Icon = definition.icon;
                  return (
                    <ListItemButton key={definition.name} component={Link} to={sectionPath(definition)}>
                      <ListItemIcon>
                        <Icon />
                      </ListItemIcon>
                      <ListItemText primary={translate(`menu.${definition.label}`)} />
                    </ListItemButton>
                  );
                })}
              </List>
            </CardContent>
          </Card>
          <Suspense fallback={null}>{beside}</Suspense>
        </Box>
      )}
    </Box>
  );
};
