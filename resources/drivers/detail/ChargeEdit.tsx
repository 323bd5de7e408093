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
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
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
const EDITABLE_STATUSES = ['active', 'paused', 'cancelled'] as const;
const STATUSES = EDITABLE_STATUSES.map((status) => ({ id: status, name: t(`fleet.chargeStatus.${status}`) }));
const validate = zodValidator(ChargeUpdateSchema);

/** Only what PUT accepts; the rest of the record is read-only here. */
const toUpdate = (values: Record<string, unknown>) => ({
  description: values.description,
  amount: values.amount,
  status: values.status,
});

const PostedEntries = ({ charge }: { charge: ChargeDetail }) => {
  const translate = useText();
  return (
    <LocalList resource={DRIVER_RESOURCES.balance} data={charge.entries}>
      <GeneratedGrid declaration={{ ...ledger, empty: translate('drivers.charges.noEntries') }} slots={ledgerSlots} />
    </LocalList>
  );
};

const ChargeEditView = () => {
  const translate = useText();
  const { record, error } = useEditContext<ChargeDetail>();
  if (error) return <Alert severity="warning">{error.message}</Alert>;
  if (record === undefined) return <Skeleton variant="rounded" height={240} />;
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="h2">{translate('drivers.charges.editTitle', { id: record.id })}</Typography>
        <Chip size="small" color={CHARGE_STATUS_COLOUR[record.status]} label={translate(`fleet.chargeStatus.${record.status}`)} />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4 }}>
        <Term label={translate('drivers.charges.kind')}>{translate(`fleet.chargeKind.${record.kind}`)}</Term>
        <Term label={translate('drivers.charges.period')}>{translate(`fleet.chargePeriod.${record.period}`)}</Term>
        <Term label={translate('drivers.charges.startsOn')}>{formatDate(record.starts_on)}</Term>
        <Term label={translate('drivers.charges.progress')}>{`${record.posted_times} / ${record.times}`}</Term>
        <Term label={translate('drivers.charges.nextDue')}>{formatDate(record.next_due_on)}</Term>
        <Term label={translate('drivers.charges.totalPosted')}>
          <Money value={record.total_posted} />
        </Term>
      </Stack>
      {record.status === 'completed' ? (
        <Alert severity="info">{translate('drivers.charges.completed')}</Alert>
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
          <MoneyInput source="amount" label={translate('drivers.charges.amountInput')} />
          <TextInput source="description" label={translate('drivers.charges.description')} multiline minRows={2} />
          <SelectInput source="status" label={translate('drivers.charges.status')} choices={STATUSES} />
        </SimpleForm>
      )}
      <Typography variant="h3">{translate('drivers.charges.entries')}</Typography>
      <PostedEntries charge={record} />
    </Stack>
  );
};

export const ChargeEdit = () => {
  const translate = useText();
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
          {translate('drivers.charges.backToList')}
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
            notify(translate('drivers.charges.updated'), { type: 'success' });
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
