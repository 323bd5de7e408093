/** Trips of a driver (transfers tab, a goal's counting trips); a row opens the trip. */
import { Link, Typography } from '@mui/material';
import { Datagrid, FunctionField } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Transfer } from '../../../schemas/transfers';
import { MoneyField } from '../../../src/components/money';
import { ruFleet } from '../../../texts/ru-fleet';
import { formatDateTime } from '../common/format';
import { transferPath } from '../common/paths';

const fields = ruFleet.fields;

export const TransferGrid = ({ empty }: { empty: string }) => (
  <Datagrid
    bulkActionButtons={false}
    rowClick={(id) => transferPath(id)}
    empty={
      <Typography sx={{ p: 2 }} color="text.secondary">
        {empty}
      </Typography>
    }
  >
    <FunctionField<Transfer>
      label={fields.short_id}
      sortable={false}
      render={(transfer) => (
        <Link component={RouterLink} to={transferPath(transfer.id)} onClick={(event) => event.stopPropagation()}>
          {transfer.short_id}
        </Link>
      )}
    />
    <FunctionField<Transfer> source="booked_at" label={fields.booked_at} render={(transfer) => formatDateTime(transfer.booked_at)} />
    <FunctionField<Transfer> source="status" label={fields.status} render={(transfer) => ruFleet.transferStatus[transfer.status]} />
    <FunctionField<Transfer> label={fields.aggregator} sortable={false} render={(transfer) => transfer.aggregator.name} />
    <MoneyField source="price" label={fields.price} />
    <FunctionField<Transfer>
      label={fields.payment_method}
      sortable={false}
      render={(transfer) => ruFleet.paymentMethod[transfer.payment_method]}
    />
    <MoneyField source="park_commission" label={fields.park_commission} />
    <FunctionField<Transfer>
      label={`${fields.address_from} → ${fields.address_to}`}
      sortable={false}
      render={(transfer) => `${transfer.address_from} → ${transfer.address_to ?? '—'}`}
    />
    <FunctionField<Transfer> label={fields.car} sortable={false} render={(transfer) => transfer.car?.number ?? '—'} />
  </Datagrid>
);
