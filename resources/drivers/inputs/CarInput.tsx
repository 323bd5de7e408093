/**
 * The driver form's car: an autocomplete over `GET /cars?search=` (a 100,000-car park is never
 * loaded whole). The driver's current car and the one just picked stay among the choices, so
 * their label shows whatever the search answers.
 */
import { useMemo, useState } from 'react';
import { AutocompleteInput, useGetList } from 'react-admin';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { CarBrief } from '../../../schemas/drivers';
import { useText } from '../../../src/i18n/useText';
import { carLabel } from '../common/format';

const SEARCH_PAGE = { page: 1, perPage: 20 };
const NO_CARS: CarBrief[] = [];

export const CarInput = ({ current }: { current: CarBrief | null }) => {
  const translate = useText();
  const [search, setSearch] = useState('');
  const [kept, setKept] = useState<CarBrief | null>(current);
  const { data = NO_CARS, isPending } = useGetList<CarBrief>(DRIVER_RESOURCES.cars, {
    filter: { search },
    pagination: SEARCH_PAGE,
  });
  const choices = useMemo(
    () => (kept === null || data.some((car) => car.id === kept.id) ? data : [kept, ...data]),
    [kept, data],
  );
  return (
    <AutocompleteInput
      source="car_id"
      label={translate('fleet.fields.car')}
      choices={choices}
      optionText={(car: CarBrief) => carLabel(car)}
      setFilter={setSearch}
      isPending={isPending}
      helperText={translate('drivers.profile.carSearch')}
      noOptionsText={translate('drivers.profile.noCar')}
      onChange={(value: unknown) => setKept(choices.find((car) => car.id === value) ?? null)}
    />
  );
};
