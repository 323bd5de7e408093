/** The ledger's hand-drawn cell: an entry's description with a link to the trip it came from. */
import { Link } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LedgerEntry } from '../../../schemas/ledger';
import { useText } from '../../../src/i18n/useText';
import { transferPath } from '../common/paths';

const Description = ({ entry }: { entry: LedgerEntry }) => {
  const translate = useText();
  return (
    <>
      {entry.description}
      {entry.transfer_id !== null && (
        <>
          {' '}
          {/* Beside the entry's text: underlined, not told apart by colour alone. */}
          <Link component={RouterLink} to={transferPath(entry.transfer_id)} underline="always">
            {translate('drivers.balance.trip')}
          </Link>
        </>
      )}
    </>
  );
};

export const ledgerSlots = { description: (row: RaRecord) => <Description entry={row as LedgerEntry} /> };
