/** Drivers of the park chosen by name, phone or licence, as the drivers list searches them. */
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';

export interface PickedDriver {
  id: number;
  full_name: string;
  phone: string;
}

const SUGGESTIONS = 20;

export const DriverPicker = ({ label, value, onChange }: { label: string; value: PickedDriver[]; onChange: (drivers: PickedDriver[]) => void }) => {
  const dataProvider = useAppDataProvider();
  const [search, setSearch] = useState('');
  const { data = [], isFetching } = useQuery({
    queryKey: ['users/offer/drivers', search],
    queryFn: ({ signal }) => dataProvider.offerDriverSuggestions(search, SUGGESTIONS, signal),
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
