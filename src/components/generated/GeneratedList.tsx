/**
 * A declared resource's list: server paging and sorting, the declared filters kept in the URL,
 * an empty state, and "Выгрузить в Excel" of the current filter when declared.
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, Datagrid, List, Pagination, TopToolbar, useListContext } from 'react-admin';
import { raResourceOf, type ResourceDeclaration } from '../../../schemas/resource';
import { inputsOf } from '../../../schemas/resource-inputs';
import { ExportButton } from '../ExportButton';
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

const Actions = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TopToolbar>
    {declaration.views.create ? <CreateButton to={declaration.createPath} /> : null}
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
  return (
    <List
      resource={raResourceOf(declaration)}
      title={declaration.labels.title}
      sort={list.defaultSort}
      perPage={list.perPage ?? 25}
      filters={filtersOf(declaration)}
      actions={<Actions declaration={declaration} />}
      empty={<Empty declaration={declaration} />}
      exporter={false}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <Datagrid rowClick={views.edit ? 'edit' : views.show ? 'show' : false} bulkActionButtons={false}>
        {list.columns.flatMap((column) => {
          const spec = specs.get(column);
          return spec ? [fieldOf(declaration, spec, list.sortable.includes(column))] : [];
        })}
        {rowAction}
      </Datagrid>
    </List>
  );
};
