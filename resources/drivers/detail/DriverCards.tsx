/** /drivers/detail/:id/cards — the driver's bank cards: only the last four digits ever reach us. */
import { Chip, Typography } from '@mui/material';
import { Datagrid, FunctionField, ListBase } from 'react-admin';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { DriverCard as BankCard } from '../../../schemas/drivers';
import { ruDrivers } from '../../../texts/ru-drivers';
import { formatDate } from '../common/format';
import { DriverCard, useDriverId } from './DriverCard';

const text = ruDrivers.cards;

const maskedNumber = (card: Pick<BankCard, 'last4'>) => `•••• ${card.last4}`;
const expiryOf = (card: Pick<BankCard, 'exp_month' | 'exp_year'>) =>
  `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;

export const DriverCards = () => {
  const id = useDriverId();
  return (
    <DriverCard tab="cards">
      <ListBase resource={DRIVER_RESOURCES.cards} filter={{ driver_id: id }} perPage={100} disableSyncWithLocation storeKey={false}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary">
              {text.empty}
            </Typography>
          }
        >
          <FunctionField<BankCard>
            label={text.number}
            sortable={false}
            render={(card) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{maskedNumber(card)}</span>}
          />
          <FunctionField<BankCard> label={text.brand} sortable={false} render={(card) => card.brand} />
          <FunctionField<BankCard> label={text.bank} sortable={false} render={(card) => card.bank ?? ruDrivers.common.none} />
          <FunctionField<BankCard> label={text.expiry} sortable={false} render={expiryOf} />
          <FunctionField<BankCard>
            label={text.active}
            sortable={false}
            render={(card) => (
              <Chip
                size="small"
                color={card.active ? 'success' : 'default'}
                label={card.active ? ruDrivers.common.yes : ruDrivers.common.no}
              />
            )}
          />
          <FunctionField<BankCard> label={text.added} sortable={false} render={(card) => formatDate(card.created_at)} />
        </Datagrid>
      </ListBase>
    </DriverCard>
  );
};
