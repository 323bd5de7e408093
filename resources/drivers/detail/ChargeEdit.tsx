/**
 * /drivers/detail/:id/charges/edit/:chargeId — a charge's description, amount and status (they
 * apply to postings not made yet) and the ledger entries it has posted so far.
 */
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import {
  EditBase,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useEditContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import { ChargeUpdateSchema, type ChargeDetailSchema } from '../../../schemas/ledger';
import { Money } from '../../../src/components/money';
import { MoneyInput } from '../../../src/components/MoneyInput';
import { fill } from '../../../texts/ru';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';
import { useRouteParams } from '../../../src/root/routeParams';
import { formatDate } from '../common/format';
import { driverPath } from '../common/paths';
import { submissionErrors } from '../../../src/components/submission';
import { zodValidator } from '../../../src/components/zodValidation';
import { CHARGE_STATUS_COLOUR } from './charges/resource';
import { DriverCard, useDriverId } from './DriverCard';
import { GeneratedGrid } from '../../../src/components/generated/GeneratedScopedList';
import { ledger } from './balance/resource';
import { ledgerSlots } from './ledgerSlots';
import { LocalList } from './LocalList';
import { Term } from './Term';

type ChargeDetail = z.infer<typeof ChargeDetailSchema>;
const text = ruDrivers.charges;
const EDITABLE_STATUSES = ['active', 'paused', 'cancelled'] as const;
const STATUSES = EDITABLE_STATUSES.map((status) => ({ id: status, name: ruFleet.chargeStatus[status] }));
const validate = zodValidator(ChargeUpdateSchema);

/** Only what PUT accepts; the rest of the record is read-only here. */
const toUpdate = (values: Record<string, unknown>) => ({
  description: values.description,
  amount: values.amount,
  status: values.status,
});

const PostedEntries = ({ charge }: { charge: ChargeDetail }) => (
  <LocalList resource={DRIVER_RESOURCES.balance} data={charge.entries}>
    <GeneratedGrid declaration={{ ...ledger, empty: text.noEntries }} slots={ledgerSlots} />
  </LocalList>
);

const ChargeEditView = () => {
  const { record, error } = useEditContext<ChargeDetail>();
  if (error) return <Alert severity="warning">{error.message}</Alert>;
  if (record === undefined) return <Skeleton variant="rounded" height={240} />;
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="h2">{fill(text.editTitle, { id: record.id })}</Typography>
        <Chip size="small" color={CHARGE_STATUS_COLOUR[record.status]} label={ruFleet.chargeStatus[record.status]} />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4 }}>
        <Term label={text.kind}>{ruFleet.chargeKind[record.kind]}</Term>
        <Term label={text.period}>{ruFleet.chargePeriod[record.period]}</Term>
        <Term label={text.startsOn}>{formatDate(record.starts_on)}</Term>
        <Term label={text.progress}>{`${record.posted_times} / ${record.times}`}</Term>
        <Term label={text.nextDue}>{formatDate(record.next_due_on)}</Term>
        <Term label={text.totalPosted}>
          <Money value={record.total_posted} />
        </Term>
      </Stack>
      {record.status === 'completed' ? (
        <Alert severity="info">{text.completed}</Alert>
      ) : (
        <SimpleForm
          validate={validate}
          sx={{ maxWidth: 560, p: 0 }}
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <MoneyInput source="amount" label={text.amountInput} />
          <TextInput source="description" label={text.description} multiline minRows={2} />
          <SelectInput source="status" label={text.status} choices={STATUSES} />
        </SimpleForm>
      )}
      <Typography variant="h3">{text.entries}</Typography>
      <PostedEntries charge={record} />
    </Stack>
  );
};

export const ChargeEdit = () => {
  const id = useDriverId();
  const { chargeId = '' } = useRouteParams();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const listPath = driverPath(id, 'charges/list');
  return (
    <DriverCard tab="charges/list">
      <Box sx={{ mb: 1 }}>
        <Button component={RouterLink} to={listPath} startIcon={<ArrowBackOutlined />} size="small">
          {text.backToList}
        </Button>
      </Box>
      <EditBase
        resource={DRIVER_RESOURCES.charges}
        id={Number(chargeId)}
        queryOptions={{ meta: { driver_id: id }, retry: false }}
        mutationMode="pessimistic"
        mutationOptions={{
          meta: { driver_id: id },
          onSuccess: () => {
            notify(text.updated, { type: 'success' });
            refresh();
            navigate(listPath);
          },
          onError: (error: unknown) => {
            submissionErrors(error, notify);
          },
        }}
        transform={toUpdate}
        redirect={false}
        redirectOnError={false}
      >
        <ChargeEditView />
      </EditBase>
    </DriverCard>
  );
};
