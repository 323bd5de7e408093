/** A labelled fact of a card's sub-page (a charge's kind, a goal's period): the label small above its value. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const Term = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Box>{children}</Box>
  </Box>
);
