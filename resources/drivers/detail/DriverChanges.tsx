/** /drivers/detail/:id/change — who changed what in the driver's profile, newest first, paged. */
import { Box, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, Pagination } from 'react-admin';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { DriverChange } from '../../../schemas/drivers';
import { ruDrivers } from '../../../texts/ru-drivers';
import { formatDateTime } from '../common/format';
import { changeValue, fieldLabel } from './changeValues';
import { DriverCard, useDriverId } from './DriverCard';

const text = ruDrivers.change;

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

export const DriverChanges = () => {
  const id = useDriverId();
  return (
    <DriverCard tab="change">
      <List
        resource={DRIVER_RESOURCES.changes}
        filter={{ driver_id: id }}
        title={false}
        actions={false}
        perPage={25}
        storeKey={false}
        empty={false}
        component="div"
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary">
              {text.empty}
            </Typography>
          }
        >
          <FunctionField<DriverChange> label={text.when} sortable={false} render={(change) => formatDateTime(change.created_at)} />
          <FunctionField<DriverChange>
            label={text.who}
            sortable={false}
            render={(change) => `${change.user_name} (${text.source[change.source]})`}
          />
          <FunctionField<DriverChange> label={text.what} sortable={false} render={(change) => <ChangedFields change={change} />} />
        </Datagrid>
      </List>
    </DriverCard>
  );
};
