/** Label / value pairs of a detail card, as a description list. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useText } from '../i18n/useText';

export interface Fact {
  label: string;
  value: ReactNode;
}

export const Facts = ({ items }: { items: readonly Fact[] }) => {
  const translate = useText();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'break-word' }}>
            {item.value === null || item.value === undefined || item.value === '' ? translate('desk.common.noValue') : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
