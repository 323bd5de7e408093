/** `/groups/detail/:id/params`: the generated edit form of the group (name, description) inside its card. */
import { driverGroups } from '../../schemas/resources/groups';
import { GeneratedEdit } from '../../src/components/generated/GeneratedForms';
import { GroupCard, useGroupId } from './GroupCard';

export const GroupParams = () => {
  const id = useGroupId();
  return (
    <GroupCard tab="params">
      <GeneratedEdit declaration={driverGroups} id={String(id)} />
    </GroupCard>
  );
};
