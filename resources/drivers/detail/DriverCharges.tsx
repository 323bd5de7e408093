/** /drivers/detail/:id/charges/list — generated (./charges/resource.ts), with «Новое списание» above it. */
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useText } from '../../../src/i18n/useText';
import { driverPath } from '../common/paths';
import { driverCharges } from './charges/resource';
import { useDriverId } from './DriverCard';
import { GeneratedDriverTab } from './DriverTab';

const CreateCharge = () => {
  const translate = useText();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button component={RouterLink} to={driverPath(useDriverId(), 'charges/new')} variant="contained" startIcon={<AddOutlined />}>
        {translate('drivers.charges.create')}
      </Button>
    </Box>
  );
};

export const DriverCharges = () => (
  <GeneratedDriverTab
    declaration={driverCharges}
    above={<CreateCharge />}
    // Nine columns (the period sits under the kind) with narrower cell padding fit the card
    // beside the menu and the side panel at 1440 px; narrower, the table scrolls in its box.
    sx={{ '& .MuiTableCell-root': { px: 1 } }}
  />
);
