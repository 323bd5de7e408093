/**
 * A declared resource's list: server paging and sorting, the declared filters kept in the URL,
 * an empty state, and "Выгрузить в Excel" of the current filter when declared; on a phone the
 * rows are cards (./GeneratedCards.tsx).
 */
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { CreateButton, Datagrid, List, Pagination, TopToolbar, useCreatePath, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { cardPathOf, type ResourceDeclaration } from '../../../schemas/resource';
import { inputsOf } from '../../../schemas/resource-inputs';
import { ExportButton } from '../ExportButton';
import { ResponsiveList } from '../ResponsiveList';
import { GeneratedCards } from './GeneratedCards';
import { fieldOf } from './fieldOf';
import { filtersOf } from './filtersOf';

const ExportCurrent = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { filterValues, sort } = useListContext();
  return (
    <ExportButton
      path={`/${declaration.name}/export`}
      query={{ filter: JSON.stringify(filterValues), sort: JSON.stringify([sort.field, sort.order]) }}
      fallbackName={`${declaration.labels.title}.xlsx`}
    />
  );
};

/**
 * «Создать» as a toolbar button at every width: react-admin's own turns into a floating button on
 * a phone, which sat over the pagination of a short list (the screen suite's 390 px check).
 */
const CreateLink = ({ to }: { to?: string }) => {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <Button component={Link} to={to ?? createPath({ resource, type: 'create' })} size="small" startIcon={<AddIcon />}>
      {translate('ra.action.create')}
    </Button>
  );
};

const Actions = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TopToolbar>
    {declaration.views.create ? <CreateLink to={declaration.createPath} /> : null}
    {declaration.export ? <ExportCurrent declaration={declaration} /> : null}
  </TopToolbar>
);

const Empty = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Box sx={{ p: 4, textAlign: 'center' }}>
    <Typography color="text.secondary" gutterBottom>
      {declaration.labels.empty}
    </Typography>
    {declaration.views.create ? <CreateButton variant="contained" to={declaration.createPath} /> : null}
  </Box>
);

/** `rowAction`: a section's own last column (a button reading the row's record context). */
export const GeneratedList = ({ declaration, rowAction }: { declaration: ResourceDeclaration; rowAction?: ReactNode }) => {
  const specs = new Map(inputsOf(declaration.schema).map((spec) => [spec.source, spec]));
  const { views, list } = declaration;
  // A card at a path of its own (`/groups/detail/:id/params`) is not react-admin's `<resource>/:id`.
  const edit = declaration.cardPath === undefined ? ('edit' as const) : (id: string | number) => cardPathOf(declaration, id);
  const rowClick = views.edit ? edit : views.show ? ('show' as const) : false;
  return (
    <List
      title={declaration.labels.title}
      sort={list.defaultSort}
      perPage={list.perPage ?? 25}
      filters={filtersOf(declaration)}
      actions={<Actions declaration={declaration} />}
      empty={<Empty declaration={declaration} />}
      exporter={false}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <ResponsiveList phone={<GeneratedCards declaration={declaration} specs={specs} rowClick={rowClick} rowAction={rowAction} />}>
        <Datagrid rowClick={rowClick} bulkActionButtons={false}>
          {list.columns.flatMap((column) => {
            const spec = specs.get(column);
            return spec ? [fieldOf(declaration, spec, list.sortable.includes(column))] : [];
          })}
          {rowAction}
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
