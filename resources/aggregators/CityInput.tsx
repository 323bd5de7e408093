/** The city the park works in with an aggregator: one of `POST /geo`'s cities, or none. */
import { MenuItem, TextField } from '@mui/material';
import { useText } from '../../src/i18n/useText';
import { useCities } from './queries';

export const CityInput = ({ value, onChange, error }: { value: number | null; onChange: (value: number | null) => void; error?: string }) => {
  const translate = useText();
  const { data } = useCities();
  return (
    <TextField
      select
      label={translate('aggregators.create.city')}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? ' '}
      sx={{ maxWidth: 360 }}
      fullWidth
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('aggregators.create.cityNone')}</MenuItem>
      {data?.cities.map((city) => (
        <MenuItem key={city.id} value={String(city.id)}>
          {city.title} · {city.region}
        </MenuItem>
      ))}
    </TextField>
  );
};
