/**
 * One record's card from its declaration (schemas/resource-card.ts): the title in the app bar and
 * as the heading, a way back, the status chip, and sections of label/value lines drawn by the
 * scoped list's cells (scopedCells.tsx); what the declaration cannot say (a form, a table, the
 * news' HTML) the screen passes as `slots`. Two columns on a laptop, one on a phone; lines wrap.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { HttpError, Title, useNotify, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { cardTitle, cellOfLine, linesShown, type CardDeclaration, type CardLine, type CardSection } from '../../../schemas/resource-card';
import { codeAt, rowPathOf } from '../../../schemas/resource-list';
import { t } from '../../../texts/t';
import { useText } from '../../i18n/useText';
import { useIdParam, useRouteParams } from '../../root/routeParams';
import { Facts } from '../Facts';
import { recordState } from '../loadStates';
import { errorMessage } from '../feedback';
import { CellView, plainOf } from './scopedCells';
import { useCardRecord } from './useCardRecord';

const NONE = t('desk.common.noValue');

const isNotFound = (id: number, error: unknown) => id < 0 || (error instanceof HttpError && (error.status === 404 || error.status === 400));

/** The status beside the title: an outlined chip in its colour. */
const Badge = ({ line, record }: { line: CardLine; record: RaRecord }) => {
  const label = plainOf(cellOfLine(line), record);
  const code = codeAt(record, line.source) ?? '';
  return label === null ? null : <Chip size="small" variant="outlined" color={line.colours?.[code] ?? 'default'} label={label} data-status={code} />;
};

export type CardSlots = Readonly<Record<string, (record: RaRecord) => ReactNode>>;

interface Props {
  declaration: CardDeclaration;
  slots?: CardSlots;
  /** Beside the title: the screen's own buttons. */
  actions?: (record: RaRecord) => ReactNode;
  /** The route's param naming the record (`id`). */
  idParam?: string;
  /** Instead of the card: why this record is not shown here (a payout of another account), or null. */
  refuse?: (record: RaRecord) => ReactNode;
  /** Once the record is read (a news item marked read). */
  onRecord?: (record: RaRecord) => void;
}

const LineValue = ({ line, record, slots, params }: { line: CardLine; record: RaRecord; slots: CardSlots; params: Record<string, string | undefined> }) => {
  const cell = cellOfLine(line);
  if (cell.kind === 'slot') return slots[line.source]?.(record) ?? NONE;
  const value = cell.kind === 'choice' && cell.colours !== undefined ? <Badge line={line} record={record} /> : <CellView cell={cell} row={record} />;
  if (line.linkTo === undefined || plainOf(cell, record) === null) return value;
  return (
    <Link component={RouterLink} to={rowPathOf({ rowPath: line.linkTo }, params, record.id, record) ?? ''} underline="hover">
      {value}
    </Link>
  );
};

const SectionView = ({ section, record, slots, params }: { section: CardSection; record: RaRecord; slots: CardSlots; params: Record<string, string | undefined> }) => {
  const lines = linesShown(section, record);
  return (
    <Card component="section" aria-label={section.title} sx={{ gridColumn: section.wide === true ? '1 / -1' : undefined, minWidth: 0 }}>
      <CardContent>
        {section.title === undefined ? null : (
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {section.title}
          </Typography>
        )}
        {lines.length === 0 ? null : (
          <Facts items={lines.map((line) => ({ label: line.label, value: <LineValue line={line} record={record} slots={slots} params={params} /> }))} />
        )}
        {section.slot === undefined ? null : <Box sx={{ mt: lines.length === 0 ? 0 : 2, minWidth: 0 }}>{slots[section.slot]?.(record)}</Box>}
      </CardContent>
    </Card>
  );
};

/** A news item: one article headed by its title, the lines as quiet words under it, then its body. */
const ArticleView = ({ declaration, record, title, slots, params }: { declaration: CardDeclaration; record: RaRecord; title: string; slots: CardSlots; params: Record<string, string | undefined> }) => (
  <Paper variant="outlined" component="article" aria-labelledby="card-title" sx={{ p: { xs: 2, sm: 3 }, alignSelf: 'stretch', minWidth: 0 }}>
    <Typography id="card-title" variant="h1" sx={{ mb: 0.5, overflowWrap: 'break-word' }}>
      {title}
    </Typography>
    {declaration.sections.filter((section) => section.when === undefined || section.when(record)).map((section, index) => (
      <Box key={section.title ?? index}>
        {linesShown(section, record).map((line) => (
          <Typography key={line.source} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            <LineValue line={line} record={record} slots={slots} params={params} />
          </Typography>
        ))}
        {section.slot === undefined ? null : slots[section.slot]?.(record)}
      </Box>
    ))}
  </Paper>
);

export const GeneratedCard = ({ declaration, slots = {}, actions, idParam = 'id', refuse, onRecord }: Props) => {
  const translate = useText();
  const params = useRouteParams();
  const id = useIdParam(idParam);
  const query = useCardRecord(declaration.read, id, declaration.poll);
  const { record } = query;
  useEffect(() => {
    if (record !== undefined) onRecord?.(record);
  }, [record, onRecord]);
  // Spec 8: a failed load is also said as a notice (the card below says what it means here).
  const notify = useNotify();
  useEffect(() => {
    if (query.error === null || query.error === undefined) return;
    console.error(query.error);
    notify(translate('errors.dataLoad', { message: errorMessage(query.error) }), { type: 'error' });
  }, [query.error, notify, translate]);

  const back =
    declaration.back === undefined ? null : (
      <Button component={RouterLink} to={rowPathOf({ rowPath: declaration.back.path }, params, '') ?? ''} startIcon={<ArrowBack />} size="small">
        {declaration.back.label}
      </Button>
    );
  const missing = !query.isPending && query.error === null && record === undefined;
  const state = recordState(id, query) ?? (missing ? <Alert severity="warning">{translate('errors.notFound')}</Alert> : null);
  if (state !== null || record === undefined) {
    const said = declaration.notFound !== undefined && (missing || isNotFound(id, query.error));
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
        {back}
        {said ? <Typography color="text.secondary">{declaration.notFound}</Typography> : state}
      </Stack>
    );
  }
  const refusal = refuse?.(record);
  const title = cardTitle(declaration, record);
  const article = declaration.layout === 'article';
  return (
    <Stack spacing={2} sx={{ maxWidth: article ? 900 : 1100, alignItems: article ? 'flex-start' : undefined, minWidth: 0 }}>
      <Title title={title} />
      {article ? (
        back
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, minWidth: 0 }}>
          {back}
          <Typography variant="h1" sx={{ overflowWrap: 'break-word' }}>
            {title}
          </Typography>
          {declaration.badge === undefined ? null : <Badge line={declaration.badge} record={record} />}
          {actions?.(record)}
        </Stack>
      )}
      {refusal !== undefined && refusal !== null ? (
        refusal
      ) : article ? (
        <ArticleView declaration={declaration} record={record} title={title} slots={slots} params={params} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {declaration.sections.filter((section) => section.when === undefined || section.when(record)).map((section, index) => (
            <SectionView key={section.title ?? index} section={section} record={record} slots={slots} params={params} />
          ))}
        </Box>
      )}
    </Stack>
  );
};
