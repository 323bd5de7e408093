/** /drivers/detail/:id/charges/list — the driver's charges (rent, fines...): one-off or repeated. */
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Box, Button, Chip, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, Pagination } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { Charge } from '../../../schemas/ledger';
import { formatMoney, Money } from '../../../src/components/money';
import { PhoneList, ResponsiveList, joinFacts } from '../../../src/components/ResponsiveList';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';
import { formatDate } from '../common/format';
import { driverPath } from '../common/paths';
import { DriverCard, useDriverId } from './DriverCard';

const text = ruDrivers.charges;

export const CHARGE_STATUS_COLOR = { active: 'success', paused: 'warning', completed: 'default', cancelled: 'default' } as const;

/** A phone's card of a charge: number, kind and sum, then its schedule, progress and status; a tap edits it. */
const ChargeCards = ({ driverId }: { driverId: string }) => (
  <PhoneList<Charge>
    aria-label={ruDrivers.card.tabs.charges}
    rowClick={(chargeId) => driverPath(driverId, `charges/edit/${String(chargeId)}`)}
    primaryText={(charge) => `№${charge.id} · ${ruFleet.chargeKind[charge.kind]}`}
    tertiaryText={(charge) => <Money value={charge.amount} />}
    secondaryText={(charge) =>
      joinFacts(
        charge.description,
        ruFleet.chargePeriod[charge.period],
        `${text.startsOn}: ${formatDate(charge.starts_on)}`,
        `${text.progress}: ${charge.posted_times} / ${charge.times}`,
        `${text.totalPosted}: ${formatMoney(charge.total_posted)}`,
        ruFleet.chargeStatus[charge.status],
      )
    }
    empty={
      <Typography sx={{ p: 2 }} color="text.secondary">
        {text.empty}
      </Typography>
    }
  />
);

export const DriverCharges = () => {
  const id = useDriverId();
  return (
    <DriverCard tab="charges/list">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button component={RouterLink} to={driverPath(id, 'charges/new')} variant="contained" startIcon={<AddOutlined />}>
          {text.create}
        </Button>
      </Box>
      <List
        resource={DRIVER_RESOURCES.charges}
        filter={{ driver_id: id }}
        title={false}
        actions={false}
        perPage={25}
        storeKey={false}
        empty={false}
        component="div"
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <ResponsiveList phone={<ChargeCards driverId={id} />}>
          <Datagrid
            // Nine columns (the period sits under the kind) with narrower cell padding fit the card
            // beside the menu and the side panel at 1440 px; narrower, the table scrolls in its box.
            sx={{ '& .MuiTableCell-root': { px: 1 } }}
            bulkActionButtons={false}
            rowClick={(chargeId) => driverPath(id, `charges/edit/${String(chargeId)}`)}
            empty={
              <Typography sx={{ p: 2 }} color="text.secondary">
                {text.empty}
              </Typography>
            }
          >
            <FunctionField<Charge> label="№" sortable={false} render={(charge) => charge.id} />
            <FunctionField<Charge>
              label={text.kind}
              sortable={false}
              render={(charge) => (
                <>
                  {ruFleet.chargeKind[charge.kind]}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {ruFleet.chargePeriod[charge.period]}
                  </Typography>
                </>
              )}
            />
            <FunctionField<Charge> label={text.amount} sortable={false} render={(charge) => <Money value={charge.amount} />} />
            <FunctionField<Charge> label={text.description} sortable={false} render={(charge) => charge.description} />
            <FunctionField<Charge> label={text.startsOn} sortable={false} render={(charge) => formatDate(charge.starts_on)} />
            <FunctionField<Charge>
              label={text.progress}
              sortable={false}
              render={(charge) => `${charge.posted_times} / ${charge.times}`}
            />
            <FunctionField<Charge> label={text.nextDue} sortable={false} render={(charge) => formatDate(charge.next_due_on)} />
            <FunctionField<Charge>
              label={text.totalPosted}
              sortable={false}
              render={(charge) => <Money value={charge.total_posted} />}
            />
            <FunctionField<Charge>
              label={text.status}
              sortable={false}
              render={(charge) => (
                <Chip size="small" color={CHARGE_STATUS_COLOR[charge.status]} label={ruFleet.chargeStatus[charge.status]} />
              )}
            />
          </Datagrid>
        </ResponsiveList>
      </List>
    </DriverCard>
  );
};
