/**
 * A scoped form drawn as one row of a settings table (`layout: 'row'`, schemas/resource-form.ts):
 * its inputs side by side with the button at the end, a column on a phone. The screen draws what
 * names the row (a notice's event, a colleague) next to it; each row is saved on its own.
 */
import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { SubmitButton } from '../SubmitButton';

export const FormRow = ({ save, children }: { save: string; children: ReactNode }) => (
  <Stack
    direction={{ xs: 'column', md: 'row' }}
    sx={{
      gap: { xs: 0, md: 2 },
      alignItems: { md: 'center' },
      flexWrap: { xs: 'wrap', md: 'nowrap' },
      minWidth: 0,
      // Inputs take their own width in the row, not the row's (react-admin's are full width).
      '& > .MuiFormControl-root, & > .MuiFormGroup-root': { width: { md: 'auto' }, flex: { md: '0 1 auto' }, m: { md: 0 } },
      '& > .MuiTextField-root': { width: { xs: '100%', md: 220 }, flexShrink: 0 },
    }}
  >
    {children}
    {/* At the row's end, so the buttons of rows with fewer inputs stand in one column. */}
    <Box sx={{ ml: { md: 'auto' } }}>
      <SubmitButton label={save} variant="outlined" />
    </Box>
  </Stack>
);
