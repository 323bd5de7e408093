/** Ledger entries (balance tab, a charge's postings): newest first, signed amounts, running balance. */
import { Link, Typography } from '@mui/material';
import { Datagrid, FunctionField } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LedgerEntry } from '../../../schemas/ledger';
import { formatMoney, Money } from '../../../src/components/money';
import { PhoneList, ResponsiveList, joinFacts } from '../../../src/components/ResponsiveList';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';
import { formatDateTime } from '../common/format';
import { transferPath } from '../common/paths';

const fields = ruFleet.fields;

export const authorOf = (entry: LedgerEntry) => entry.user_name ?? ruFleet.ledgerAuthor[entry.created_by];

const TripLink = ({ entry }: { entry: LedgerEntry }) =>
  entry.transfer_id === null ? null : (
    // Beside the entry's kind in one line of text: underlined, not told apart by colour alone.
    <Link component={RouterLink} to={transferPath(entry.transfer_id)} underline="always">
      {ruDrivers.balance.trip}
    </Link>
  );

/** A phone's card of an entry: its kind (and trip) with the signed sum, then when, the balance after, why and who. */
const LedgerCards = ({ empty, label }: { empty: string; label?: string }) => (
  <PhoneList<LedgerEntry>
    aria-label={label}
    rowClick={false}
    primaryText={(entry) => (
      <>
        {ruFleet.ledgerKind[entry.kind]} <TripLink entry={entry} />
      </>
    )}
    tertiaryText={(entry) => <Money value={entry.amount} signed />}
    secondaryText={(entry) =>
      joinFacts(
        formatDateTime(entry.created_at),
        `${fields.balance_after}: ${formatMoney(entry.balance_after)}`,
        entry.description,
        authorOf(entry),
      )
    }
    empty={
      <Typography sx={{ p: 2 }} color="text.secondary">
        {empty}
      </Typography>
    }
  />
);

/** `label` names the entries for assistive technology where the screen has no heading for them. */
export const LedgerGrid = ({ empty, label }: { empty: string; label?: string }) => (
  <ResponsiveList phone={<LedgerCards empty={empty} label={label} />}>
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      empty={
        <Typography sx={{ p: 2 }} color="text.secondary">
          {empty}
        </Typography>
      }
    >
      <FunctionField<LedgerEntry> label={fields.created_at} sortable={false} render={(entry) => formatDateTime(entry.created_at)} />
      <FunctionField<LedgerEntry> label={fields.kind} sortable={false} render={(entry) => ruFleet.ledgerKind[entry.kind]} />
      <FunctionField<LedgerEntry>
        label={fields.amount}
        sortable={false}
        textAlign="right"
        render={(entry) => <Money value={entry.amount} signed />}
      />
      <FunctionField<LedgerEntry>
        label={fields.balance_after}
        sortable={false}
        textAlign="right"
        render={(entry) => <Money value={entry.balance_after} />}
      />
      <FunctionField<LedgerEntry>
        label={fields.description}
        sortable={false}
        render={(entry) => (
          <>
            {entry.description}
            {entry.transfer_id !== null && (
              <>
                {' '}
                <TripLink entry={entry} />
              </>
            )}
          </>
        )}
      />
      <FunctionField<LedgerEntry> label={fields.author} sortable={false} render={authorOf} />
    </Datagrid>
  </ResponsiveList>
);
