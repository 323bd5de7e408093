/** Spec 3's `self_state` as a badge: warning (contract issue), success (self-employed), none (neutral). */
import { Chip } from '@mui/material';
import type { SelfState } from '../../../schemas/drivers';
import { ruFleet } from '../../../texts/ru-fleet';

const COLOR = { warning: 'warning', success: 'success', none: 'default' } as const;

export const SelfStateBadge = ({ state }: { state: SelfState }) => (
  <Chip size="small" variant="outlined" color={COLOR[state]} label={ruFleet.selfState[state]} />
);
