/** The driver form's group (`GET /aggregators/groups`); the pseudo group 0 «Все водители» is not a choice. */
import { useMemo } from 'react';
import { SelectInput, useGetList } from 'react-admin';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import { ALL_DRIVERS_GROUP, type DriverGroup } from '../../../schemas/drivers';
import { useText } from '../../../src/i18n/useText';

const ALL = { page: 1, perPage: 1000 };
const NO_GROUPS: DriverGroup[] = [];

export const GroupInput = () => {
  const translate = useText();
  const { data = NO_GROUPS, isPending } = useGetList<DriverGroup>(DRIVER_RESOURCES.groups, { pagination: ALL });
  const choices = useMemo(() => data.filter((group) => group.id !== ALL_DRIVERS_GROUP.id), [data]);
  return (
    <SelectInput
      source="group_id"
      label={translate('fleet.fields.group')}
      choices={choices}
      optionText="subname"
      isPending={isPending}
      emptyText={translate('drivers.profile.noGroup')}
    />
  );
};
