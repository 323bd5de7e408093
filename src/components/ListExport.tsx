/** "Выгрузить в Excel" of a react-admin list: the export endpoint with the list's current filter and sort. */
import { useListContext } from 'react-admin';
import { exportQuery, type ListSpec } from '../../dataProvider/adapters/lists';
import { ExportButton } from './ExportButton';

export const ListExport = ({ path, spec, fallbackName }: { path: string; spec: ListSpec; fallbackName: string }) => {
  const { filterValues, filter, sort } = useListContext();
  const query = exportQuery(spec, { filter: { ...filterValues, ...filter }, sort });
  return <ExportButton path={path} query={query} fallbackName={fallbackName} />;
};
