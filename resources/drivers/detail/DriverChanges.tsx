/** /drivers/detail/:id/change — generated (./change/resource.ts); what changed is a list of its own in a cell. */
import { Box, Typography } from '@mui/material';
import type { DriverChange } from '../../../schemas/drivers';
import { changeValue, fieldLabel } from './changeValues';
import { driverChanges } from './change/resource';
import { GeneratedDriverTab } from './DriverTab';

const ChangedFields = ({ change }: { change: DriverChange }) => (
  <Box component="ul" sx={{ m: 0, pl: 2 }}>
    {change.changes.map((item) => (
      <li key={item.field}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
          {fieldLabel(item.field)}:
        </Typography>{' '}
        <Typography variant="body2" component="span">
          {changeValue(item.field, item.from)} → {changeValue(item.field, item.to)}
        </Typography>
      </li>
    ))}
  </Box>
);

const slots = { what: (row: object) => <ChangedFields change={row as DriverChange} /> };

export const DriverChanges = () => <GeneratedDriverTab declaration={driverChanges} slots={slots} />;
