/** «История изменений» of a generated record: who changed which field, when, from what to what. */
import { Card, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import type { ResourceDeclaration } from '../../../schemas/resource';
import { type TextsAt } from '../../../texts/t';
import { useText } from '../../i18n/useText';
import { useAppDataProvider } from '../../root/useAppDataProvider';
import { formatDateTime } from '../dates';
import { historyValue } from './historyValue';
import { inputsOf } from '../../../schemas/resource-inputs';

interface Change {
  id: number;
  action: keyof TextsAt<'generated.generic.actions'>;
  user_name: string;
  created_at: string;
  changes: { field: string; from: unknown; to: unknown }[];
}

export const ResourceHistory = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useText();
  const record = useRecordContext();
  const dataProvider = useAppDataProvider();
  const id = record?.id;
  const { data } = useQuery({
    // Keyed by the record itself: a saved change reloads the history with it.
    queryKey: [declaration.name, 'changes', id, JSON.stringify(record)],
    enabled: id !== undefined,
    queryFn: async ({ signal }) =>
      (await dataProvider.http.request<{ changes: Change[] }>({ path: `/${declaration.name}/${String(id)}/changes`, signal })).json,
  });
  const kinds = new Map(inputsOf(declaration.schema).map((spec) => [spec.source, spec.kind]));
  const rows = (data?.changes ?? []).flatMap((change) =>
    change.changes.map((field, index) => ({ key: `${change.id}-${index}`, change, field })),
  );
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('generated.generic.history')}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate('generated.generic.historyEmpty')}</Typography>
        ) : (
          // Five columns do not fit a phone: the table scrolls sideways in its own box (theme).
          <TableContainer>
            <Table size="small" aria-label={translate('generated.generic.history')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('generated.generic.historyWhen')}</TableCell>
                  <TableCell>{translate('generated.generic.historyWho')}</TableCell>
                  <TableCell>{translate('generated.generic.historyField')}</TableCell>
                  <TableCell>{translate('generated.generic.historyFrom')}</TableCell>
                  <TableCell>{translate('generated.generic.historyTo')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(({ key, change, field }) => (
                  <TableRow key={key}>
                    <TableCell>{formatDateTime(change.created_at)}</TableCell>
                    <TableCell>{change.user_name}</TableCell>
                    <TableCell>{declaration.labels.fields[field.field] ?? field.field}</TableCell>
                    <TableCell>{historyValue(field.from, kinds.get(field.field), declaration.labels.choices?.[field.field])}</TableCell>
                    <TableCell>{historyValue(field.to, kinds.get(field.field), declaration.labels.choices?.[field.field])}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
};
