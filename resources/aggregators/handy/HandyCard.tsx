/**
 * `/aggregators/handy/:id`: a manual ("handy") aggregator's card: its name, what it is, the
 * buttons to upload a registry and to get the template, and the registries uploaded so far with
 * who uploaded them, when, their rows and sums and whether they were applied. An upload not yet
 * applied opens on the upload screen, where it can be confirmed.
 */
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RegistryList, RegistryUpload } from '../../../schemas/registry';
import { formatDateTime } from '../../../src/components/dates';
import { formatMoney } from '../../../src/components/money';
import { useCabinetIdentity } from '../../../src/root/identity';
import { useText } from '../../../src/i18n/useText';
import { handyUploadPath, RegistryStatusChip, TemplateButton, WithRegistries } from './shared';

/** On a phone: when, the file, the orders and the status; sums wait for wider screens. */
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } } as const;
const NUMBER = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

/** Groups 1 and 2 upload and confirm (the server's rule). */
export function useCanUpload(): boolean {
  const identity = useCabinetIdentity();
  return identity?.group_id === 1 || identity?.group_id === 2;
}

const History = ({ id, uploads }: { id: number; uploads: RegistryUpload[] }) =>
  {
    const translate = useText();
    return uploads.length === 0 ? (
      <Typography color="text.secondary">{translate('registry.screen.noUploads')}</Typography>
    ) : (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('registry.screen.history')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('registry.screen.uploadedAt')}</TableCell>
              <TableCell>{translate('registry.screen.fileLabel')}</TableCell>
              <TableCell sx={{ ...NUMBER, ...FROM_LG }}>{translate('registry.screen.rows')}</TableCell>
              <TableCell sx={NUMBER}>{translate('registry.screen.loaded')}</TableCell>
              <TableCell sx={{ ...NUMBER, ...FROM_SM }}>{translate('registry.screen.sum')}</TableCell>
              <TableCell sx={{ ...NUMBER, ...FROM_LG }}>{translate('registry.screen.payout')}</TableCell>
              <TableCell sx={{ ...NUMBER, ...FROM_LG }}>{translate('registry.screen.parkCommission')}</TableCell>
              <TableCell sx={FROM_SM}>{translate('registry.screen.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {uploads.map((upload) => (
              <TableRow key={upload.id}>
                <TableCell>
                  <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(upload.applied_at ?? upload.created_at)}</Box>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', minWidth: 110 }}>
                    {upload.user_name ?? ''}
                  </Typography>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'break-word', minWidth: 100 }}>
                  {upload.status === 'applied' ? (
                    <Box component="span">{upload.file_name}</Box>
                  ) : (
                    <Link component={RouterLink} to={handyUploadPath(id, upload.id)}>
                      {upload.file_name}
                    </Link>
                  )}
                  {/* On a phone the status sits under the file. */}
                  <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                    <RegistryStatusChip status={upload.status} />
                  </Box>
                </TableCell>
                <TableCell sx={{ ...NUMBER, ...FROM_LG }}>{upload.rows_total}</TableCell>
                <TableCell sx={NUMBER}>{upload.status === 'applied' ? upload.trips_applied : '—'}</TableCell>
                <TableCell sx={{ ...NUMBER, ...FROM_SM }}>{formatMoney(upload.price)}</TableCell>
                <TableCell sx={{ ...NUMBER, ...FROM_LG }}>{formatMoney(upload.payout)}</TableCell>
                <TableCell sx={{ ...NUMBER, ...FROM_LG }}>{upload.status === 'applied' ? formatMoney(upload.park_commission) : '—'}</TableCell>
                <TableCell sx={FROM_SM}>
                  <RegistryStatusChip status={upload.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

const AggregatorRegistries = ({ id, list }: { id: number; list: RegistryList }) => {
  const translate = useText();
  const canUpload = useCanUpload();
  const { aggregator } = list;
  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Title title={`${translate('registry.screen.title')}: ${aggregator.name}`} />
      <Card>
        <CardContent>
          <Typography variant="h1" sx={{ overflowWrap: 'break-word' }}>
            {aggregator.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {aggregator.manual ? translate('registry.screen.manual') : translate('registry.screen.notManual')}
          </Typography>
          {aggregator.manual ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2, alignItems: { sm: 'center' } }}>
              {canUpload ? (
                <Button variant="contained" component={RouterLink} to={handyUploadPath(id)} startIcon={<UploadFileOutlined />}>
                  {translate('registry.screen.upload')}
                </Button>
              ) : null}
              <TemplateButton />
            </Stack>
          ) : null}
        </CardContent>
      </Card>
      {aggregator.manual ? (
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ mb: 2 }}>
              {translate('registry.screen.history')}
            </Typography>
            <History id={id} uploads={list.data} />
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
};

export const HandyCard = () => <WithRegistries>{(id, list) => <AggregatorRegistries id={id} list={list} />}</WithRegistries>;
