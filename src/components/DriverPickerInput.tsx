/**
 * A react-admin input choosing drivers of the park by search (GET /drivers/v2/list?search=):
 * one driver (`driver_id`) or several (`driver_ids`). The search runs once two characters are
 * typed, 300 ms after the last key.
 */
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useInput } from 'react-admin';
import { DRIVER_ENDPOINTS, DriversListResponseSchema } from '../../schemas/drivers';
import { t } from '../../texts/t';
import { useAppDataProvider } from '../root/useAppDataProvider';
import { fieldErrorText } from './zodValidation';

export interface DriverOption {
  id: number;
  full_name: string;
  phone: string;
}

const SEARCH_DELAY_MS = 300;
const MIN_SEARCH = 2;

function useDriverSearch(text: string): { options: DriverOption[]; loading: boolean } {
  const dataProvider = useAppDataProvider();
  const [search, setSearch] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useQuery({
    queryKey: ['driver-picker', search],
    queryFn: async ({ signal }) => {
      const answer = await dataProvider.http.json(
        { path: DRIVER_ENDPOINTS.list, query: { search, countperpage: 20, sortcolumn: 'full_name', sort: 'asc' }, signal },
        DriversListResponseSchema,
      );
      return answer.driver_profiles.map(({ id, full_name, phone }) => ({ id, full_name, phone }));
    },
    enabled: search.length >= MIN_SEARCH,
    staleTime: 30_000,
  });
  return { options: data ?? [], loading: isFetching };
}

const optionLabel = (option: DriverOption) => `${option.full_name}, ${option.phone}`;

interface PickerProps {
  source: string;
  label: string;
  helperText?: string;
}

/** One driver: the form value is the driver's id. */
export const DriverPickerInput = ({ source, label, helperText = t('generated.generic.driverSearch') }: PickerProps) => {
  const { field, fieldState } = useInput({ source });
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<DriverOption | null>(null);
  const { options, loading } = useDriverSearch(text);
  return (
    <Autocomplete<DriverOption>
      options={options}
      value={chosen}
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={loading}
      onInputChange={(_event, value) => setText(value)}
      onChange={(_event, value) => {
        setChosen(value);
        field.onChange(value?.id ?? undefined);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          onBlur={field.onBlur}
          error={fieldState.invalid}
          helperText={fieldErrorText(fieldState.error?.message) ?? helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};

/** Several drivers: the form value is the list of their ids. */
export const DriversPickerInput = ({ source, label, helperText = t('desk.goals.chooseDriversHint') }: PickerProps) => {
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<DriverOption[]>([]);
  const { options, loading } = useDriverSearch(text);
  return (
    <Autocomplete<DriverOption, true>
      multiple
      options={options}
      value={chosen}
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={loading}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, value) => {
        setChosen(value);
        field.onChange(value.map((option) => option.id));
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          onBlur={field.onBlur}
          error={fieldState.invalid}
          helperText={fieldErrorText(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
};
