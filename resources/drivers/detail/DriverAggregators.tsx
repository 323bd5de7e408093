/**
 * /drivers/detail/:id/drivers-join — the driver's accounts on the park's aggregators
 * (`GET /drivers/{id}/aggregators`): connect to one still available (POST), disconnect after a
 * confirmation (DELETE). Connections go through the aggregator gateway, the sandbox here.
 */
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { Alert, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, Datagrid, FunctionField, useCreate, useDelete, useGetList, useNotify, useRefresh } from 'react-admin';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { AggregatorBrief, DriverLink } from '../../../schemas/drivers';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { PhoneList, ResponsiveList, joinFacts } from '../../../src/components/ResponsiveList';
import { formatDateTime } from '../common/format';
import { DriverCard, useDriverId } from './DriverCard';
import { LocalList } from './LocalList';

type LinkRecord = DriverLink & { id: number };
const NO_LINKS: LinkRecord[] = [];
const LINK_COLOR = { active: 'success', pending: 'warning', disconnected: 'default' } as const;

const ConnectForm = ({ driverId, available, onDone }: { driverId: string; available: AggregatorBrief[]; onDone: () => void }) => {
  const translate = useText();
  const [chosen, setChosen] = useState('');
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  if (available.length === 0) return <Typography color="text.secondary">{translate('drivers.aggregators.nothingToConnect')}</Typography>;
  const connect = () =>
    create(
      DRIVER_RESOURCES.aggregators,
      { data: { aggregator_id: Number(chosen) }, meta: { driver_id: driverId } },
      {
        onSuccess: () => {
          notify(translate('drivers.aggregators.connected'), { type: 'success' });
          setChosen('');
          onDone();
        },
        onError: (error) => notify(error instanceof Error ? error.message : translate('errors.internal'), { type: 'error' }),
      },
    );
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('drivers.aggregators.connectTo')}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        sx={{ minWidth: 240 }}
      >
        {available.map((aggregator) => (
          <MenuItem key={aggregator.id} value={String(aggregator.id)}>
            {aggregator.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={chosen === '' || isPending} onClick={connect}>
        {translate('drivers.aggregators.connect')}
      </Button>
    </Stack>
  );
};

const DisconnectButton = ({ driverId, link, onDone }: { driverId: string; link: LinkRecord; onDone: () => void }) => {
  const translate = useText();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const confirm = () =>
    remove(
      DRIVER_RESOURCES.aggregators,
      { id: link.id, previousData: link, meta: { driver_id: driverId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(translate('drivers.aggregators.disconnected'), { type: 'success' });
          onDone();
        },
        onError: (error) => {
          setOpen(false);
          notify(error instanceof Error ? error.message : translate('errors.internal'), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<LinkOffOutlined />}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {translate('drivers.aggregators.disconnect')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('drivers.aggregators.confirmTitle', { name: link.aggregator_name })}
        content={translate('drivers.aggregators.confirmContent')}
        confirm={translate('drivers.aggregators.disconnect')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const linkFacts = (link: LinkRecord) =>
  joinFacts(
    t(`fleet.linkStatus.${link.status}`),
    link.has_contract_issue && t('drivers.aggregators.contractIssue'),
    link.is_selfemployed && t('drivers.aggregators.selfemployed'),
    `${t('drivers.aggregators.account')}: ${link.external_id}`,
    `${t('drivers.aggregators.lastTrip')}: ${formatDateTime(link.last_trip_at)}`,
  );

/** A phone's card of a link: the aggregator with «Отключить», then its status, badges, account and last trip. */
const LinkCards = ({ driverId, onDone }: { driverId: string; onDone: () => void }) => {
  const translate = useText();
  return (
    <PhoneList<LinkRecord>
      rowClick={false}
      primaryText={(link) => link.aggregator_name}
      secondaryText={linkFacts}
      rightIcon={(link) => (link.status === 'disconnected' ? null : <DisconnectButton driverId={driverId} link={link} onDone={onDone} />)}
      empty={
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('drivers.aggregators.empty')}
        </Typography>
      }
    />
  );
};

/**
 * Four columns that fit the card beside the menu and the side panel, so «Отключить» is never cut:
 * the account id (32 characters) sits under the aggregator and may break, the badges under the status.
 */
const LinksGrid = ({ driverId, links, onDone }: { driverId: string; links: LinkRecord[]; onDone: () => void }) => {
  const translate = useText();
  return (
    <LocalList resource={DRIVER_RESOURCES.aggregators} data={links} perPage={100}>
      <ResponsiveList phone={<LinkCards driverId={driverId} onDone={onDone} />}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('drivers.aggregators.empty')}
            </Typography>
          }
        >
          <FunctionField<LinkRecord>
            label={translate('fleet.fields.aggregator')}
            sortable={false}
            render={(link) => (
              <>
                {link.aggregator_name}
                <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'break-word' }}>
                  {translate('drivers.aggregators.account')}: {link.external_id}
                </Typography>
              </>
            )}
          />
          <FunctionField<LinkRecord>
            label={translate('drivers.aggregators.status')}
            sortable={false}
            render={(link) => (
              <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                <Chip size="small" color={LINK_COLOR[link.status]} label={translate(`fleet.linkStatus.${link.status}`)} />
                {link.has_contract_issue && <Chip size="small" variant="outlined" color="warning" label={translate('drivers.aggregators.contractIssue')} />}
                {link.is_selfemployed && <Chip size="small" variant="outlined" color="success" label={translate('drivers.aggregators.selfemployed')} />}
              </Stack>
            )}
          />
          <FunctionField<LinkRecord> label={translate('drivers.aggregators.lastTrip')} sortable={false} render={(link) => formatDateTime(link.last_trip_at)} />
          <FunctionField<LinkRecord>
            label=""
            sortable={false}
            render={(link) => (link.status === 'disconnected' ? null : <DisconnectButton driverId={driverId} link={link} onDone={onDone} />)}
          />
        </Datagrid>
      </ResponsiveList>
    </LocalList>
  );
};

export const DriverAggregators = () => {
  const translate = useText();
  const id = useDriverId();
  const refresh = useRefresh();
  const { data: links = NO_LINKS, meta, error, isPending } = useGetList<LinkRecord>(DRIVER_RESOURCES.aggregators, {
    filter: { driver_id: id },
  });
  const available = ((meta as { available?: AggregatorBrief[] } | undefined)?.available ?? []);
  // The driver's self-employment badge in the header derives from these links: refresh it too.
  const done = () => refresh();
  return (
    <DriverCard tab="drivers-join">
      <Stack sx={{ gap: 2 }}>
        {/* The cabinet's only aggregator gateway is the sandbox one (server/integrations/aggregators). */}
        <Alert severity="info" variant="outlined">
          {translate('app.sandbox')}
        </Alert>
        {error ? (
          <Alert severity="warning">{error.message}</Alert>
        ) : (
          <>
            {!isPending && <ConnectForm driverId={id} available={available} onDone={done} />}
            <LinksGrid driverId={id} links={links} onDone={done} />
          </>
        )}
      </Stack>
    </DriverCard>
  );
};
