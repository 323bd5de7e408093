/**
 * `/aggregators`: the park's aggregators, a card each with how it is connected, its city and the
 * last 7 days' figures (`GET /aggregators/{id}/transfers`), the import's state for a live one; the
 * owner's groups connect another (`/aggregators/new`).
 */
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { cityOf } from '../../schemas/geo';
import type { Aggregator } from '../../schemas/transfers';
import { LoadError, Loading } from '../../src/components/loadStates';
import { useParkAggregatorsQuery } from '../../src/components/parkAggregators';
import { useText } from '../../src/i18n/useText';
import { AggregatorKind } from './AggregatorKind';
import { aggregatorPath } from './paths';
import { AggregatorFigures } from './AggregatorFigures';
import { useCanSetUp } from './queries';

const AggregatorTile = ({ aggregator }: { aggregator: Aggregator }) => {
  const translate = useText();
  const city = cityOf(aggregator.city_id);
  const progress = aggregator.connection.import;
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardActionArea component={Link} to={aggregatorPath(aggregator)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack sx={{ gap: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', mr: 'auto' }}>
                {aggregator.name}
              </Typography>
              <AggregatorKind aggregator={aggregator} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {translate('aggregators.list.city')}: {city?.title ?? translate('aggregators.card.cityNone')}
              {progress ? ` · ${translate('aggregators.list.import')}: ${translate(`aggregatorImport.status.${progress.status}`)}` : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('aggregators.list.period')}
            </Typography>
            <AggregatorFigures id={aggregator.id} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

export const AggregatorList = () => {
  const translate = useText();
  const { data, error, isPending } = useParkAggregatorsQuery();
  const canSetUp = useCanSetUp();
  return (
    <Stack sx={{ gap: 2, py: 2 }}>
      <Title title={translate('aggregators.list.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ mr: 'auto' }}>
          {translate('aggregators.list.title')}
        </Typography>
        {canSetUp ? (
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/aggregators/new">
            {translate('aggregators.list.add')}
          </Button>
        ) : null}
      </Box>
      {error ? <LoadError error={error} /> : null}
      {isPending ? <Loading /> : null}
      {data && data.length === 0 ? <Alert severity="info">{translate('aggregators.list.empty')}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(300px, 1fr))' } }}>
        {data?.map((aggregator) => <AggregatorTile key={aggregator.id} aggregator={aggregator} />)}
      </Box>
    </Stack>
  );
};
