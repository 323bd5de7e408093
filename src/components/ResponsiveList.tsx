/**
 * Lists on a phone (spec 9: narrower than 450 px) show as react-admin's SimpleList, one card per
 * record with its main facts, instead of a table several screens wide. A list screen keeps its
 * table for wider screens and names the facts of a card:
 *
 *   <ResponsiveList phone={<PhoneList primaryText={...} secondaryText={...} rowClick={...} />}>
 *     <Datagrid>...</Datagrid>
 *   </ResponsiveList>
 */
import { useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';
import { mobileQuery } from '../theme';

/** True below the phone breakpoint (spec 9), from the first render on. */
export function useIsPhone(): boolean {
  return useMediaQuery(mobileQuery, { noSsr: true });
}

export const ResponsiveList = ({ phone, children }: { phone: ReactNode; children: ReactNode }) => {
  const isPhone = useIsPhone();
  return isPhone ? phone : children;
};

// Each record reads as a card: separated, its texts wrap instead of widening the screen, and the
// tertiary figure (a sum, a date) stays on the primary line's right.
const phoneListSx = {
  p: 0,
  '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' },
  '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'break-word' },
  '& .RaSimpleList-tertiary': { float: 'right', ml: 1, opacity: 1, fontWeight: 500, whiteSpace: 'nowrap' },
} as const;

/** A card's line of facts: the present ones, separated by a middle dot. */
export const joinFacts = (...facts: (string | null | undefined | false)[]): string => facts.filter(Boolean).join(' · ');

/** react-admin's SimpleList in the cabinet's card look. */
export const PhoneList = <T extends RaRecord>(props: SimpleListProps<T>) => <SimpleList<T> sx={phoneListSx} {...props} />;
