/** Spec 3's `self_state` as a badge: warning (contract issue), success (self-employed), none (neutral). */
import { Chip } from '@mui/material';
import type { SelfState } from '../../../schemas/drivers';
import { useText } from '../../../src/i18n/useText';

const COLOR = { warning: 'warning', success: 'success', none: 'default' } as const;

export const SelfStateBadge = ({ state }: { state: SelfState }) => {
  const translate = useText();
  return (
    <Chip size="small" variant="outlined" color={COLOR[state]} label={translate(`fleet.selfState.${state}`)} />
  );
};
