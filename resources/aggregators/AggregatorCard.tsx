/**
 * `/aggregators/detail/:id`: one aggregator: how it is connected, its city, the last 7 days'
 * figures, the live import's progress (read again every few seconds while it runs), how many of
 * its work rules lead to a park group, and the way to its wizard, its antifraud and its driver
 * registration requests.
 */
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { recordState } from '../../src/components/loadStates';
import { useText } from '../../src/i18n/useText';
import { AggregatorFigures } from './AggregatorFigures';
import { AggregatorKind, kindOf } from './AggregatorKind';
import { ImportProgress } from './ImportProgress';
import { aggregatorPath, wizardPath } from './paths';
import { useAggregator, useCanSetUp } from './queries';
import { useAggregatorId } from './useAggregatorId';

export const AggregatorCard = () => {
  const translate = useText();
  const id = useAggregatorId();
  const canSetUp = useCanSetUp();
  const query = useAggregator(id, { followImport: true });
  const aggregator = query.data;
  const state = recordState(id, query);
  if (state || !aggregator) return state;
  const kind = kindOf(aggregator);
  return (
    <Stack sx={{ gap: 2, py: 2, minWidth: 0 }}>
      <Title title={`${translate('aggregators.list.title')}: ${aggregator.name}`} />
      <Card>
        <CardContent>
          <Stack sx={{ gap: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="h1" sx={{ mr: 'auto', overflowWrap: 'break-word' }}>
                {aggregator.name}
              </Typography>
              <AggregatorKind aggregator={aggregator} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {translate('aggregators.list.city')}: {aggregator.city?.title ?? translate('aggregators.card.cityNone')}
              {aggregator.work_rules_total > 0
                ? ` · ${translate('aggregators.card.rulesMapped', { mapped: String(aggregator.work_rules_mapped), total: String(aggregator.work_rules_total) })}`
                : ''}
            </Typography>
            {kind === 'sandbox' ? <Alert severity="warning">{translate('aggregators.card.sandboxNote')}</Alert> : null}
            {kind === 'manual' ? <Alert severity="info">{translate('aggregators.card.manualNote')}</Alert> : null}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {canSetUp && !aggregator.manual ? (
                <Button variant="contained" component={Link} to={wizardPath(aggregator.id, 1)}>
                  {translate('aggregators.card.settings')}
                </Button>
              ) : null}
              {aggregator.manual ? (
                <Button variant="contained" component={Link} to={aggregatorPath(aggregator)}>
                  {translate('aggregators.card.registry')}
                </Button>
              ) : null}
              <Button variant="outlined" component={Link} to={`/aggregators/detail/${aggregator.code}/antifrod`}>
                {translate('aggregators.card.antifraud')}
              </Button>
              {!aggregator.manual ? (
                <Button variant="outlined" component={Link} to={`/aggregators/detail/${aggregator.id}/drivers-add-list`}>
                  {translate('aggregators.card.driversAdd')}
                </Button>
              ) : null}
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1.5 }}>
            {translate('aggregators.list.period')}
          </Typography>
          <Box sx={{ maxWidth: 520 }}>
            <AggregatorFigures id={aggregator.id} />
          </Box>
        </CardContent>
      </Card>
      {aggregator.connection.mode === 'live' ? (
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1.5 }}>
              {translate('aggregators.card.importTitle')}
            </Typography>
            <ImportProgress progress={aggregator.connection.import} />
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
};
