/** A list context over rows already loaded (a goal's trips, a charge's postings, a driver's links), for a Datagrid. */
import type { ReactNode } from 'react';
import { ListContextProvider, ResourceContextProvider, useList, type RaRecord, type SortPayload } from 'react-admin';

export interface LocalListProps<T extends RaRecord> {
  resource: string;
  data: T[];
  perPage?: number;
  sort?: SortPayload;
  children: ReactNode;
}

export const LocalList = <T extends RaRecord>({ resource, data, perPage = 25, sort, children }: LocalListProps<T>) => {
  const list = useList({ data, perPage, sort, resource });
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>{children}</ListContextProvider>
    </ResourceContextProvider>
  );
};
