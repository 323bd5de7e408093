/** Drivers of the park chosen by name, phone or licence, as the drivers list searches them. */
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DRIVER_ENDPOINTS, DriversListResponseSchema } from '../../schemas/drivers';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';

export interface PickedDriver {
  id: number;
  full_name: string;
  phone: string;
}

const SUGGESTIONS = 20;

export const DriverPicker = ({ label, value, onChange }: { label: string; value: PickedDriver[]; onChange: (drivers: PickedDriver[]) => void }) => {
  const { http } = useAppDataProvider();
  const [search, setSearch] = useState('');
  const { data = [], isFetching } = useQuery({
    queryKey: ['users/offer/drivers', search],
    queryFn: async ({ signal }) => {
      const query = { search: search.trim(), countperpage: SUGGESTIONS, sortcolumn: 'full_name' };
      const answer = await http.json({ path: DRIVER_ENDPOINTS.list, query, signal }, DriversListResponseSchema);
      return answer.driver_profiles.map(({ id, full_name, phone }) => ({ id, full_name, phone }));
    },
  });
  return (
    <Autocomplete
      multiple
      options={data}
      value={value}
      loading={isFetching}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(driver) => `${driver.full_name}, ${driver.phone}`}
      onChange={(_event, drivers) => onChange(drivers)}
      onInputChange={(_event, text) => setSearch(text)}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};
