/** How an aggregator is connected, as a chip: over the API, in the sandbox, or by registries. */
import { Chip } from '@mui/material';
import type { Aggregator } from '../../schemas/transfers';
import { type TextsAt } from '../../texts/t';
import { useText } from '../../src/i18n/useText';

export function kindOf(aggregator: Pick<Aggregator, 'manual' | 'connection'>): keyof TextsAt<'aggregators.kind'> {
  if (aggregator.manual) return 'manual';
  return aggregator.connection.mode === 'live' ? 'api' : 'sandbox';
}

const COLOR = { api: 'success', sandbox: 'warning', manual: 'default' } as const;

export const AggregatorKind = ({ aggregator }: { aggregator: Pick<Aggregator, 'manual' | 'connection'> }) => {
  const translate = useText();
  const kind = kindOf(aggregator);
  return <Chip size="small" variant="outlined" color={COLOR[kind]} label={translate(`aggregators.kind.${kind}`)} />;
};
