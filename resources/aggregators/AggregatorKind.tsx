/** How an aggregator is connected, as a chip: over the API, in the sandbox, or by registries. */
import { Chip } from '@mui/material';
import type { Aggregator } from '../../schemas/transfers';
import { ruAggregators } from '../../texts/ru-aggregators';

export function kindOf(aggregator: Pick<Aggregator, 'manual' | 'connection'>): keyof typeof ruAggregators.kind {
  if (aggregator.manual) return 'manual';
  return aggregator.connection.mode === 'live' ? 'api' : 'sandbox';
}

const COLOR = { api: 'success', sandbox: 'warning', manual: 'default' } as const;

export const AggregatorKind = ({ aggregator }: { aggregator: Pick<Aggregator, 'manual' | 'connection'> }) => {
  const kind = kindOf(aggregator);
  return <Chip size="small" variant="outlined" color={COLOR[kind]} label={ruAggregators.kind[kind]} />;
};
