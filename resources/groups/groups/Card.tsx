/** `/groups/detail/:id/params`: the generated edit form of the group (name, description) inside its card. */
import { driverGroups } from './resource';
import { GeneratedEdit } from '../../../src/components/generated/GeneratedForms';
import { GroupCard, useGroupId } from '../detail/GroupCard';

export const GroupParams = () => {
  const id = useGroupId();
  return (
    <GroupCard tab="params">
      <GeneratedEdit declaration={driverGroups} id={String(id)} />
    </GroupCard>
  );
};

/** The folder's replacement of its generated screen (found by its file name, src/root/sections.ts). */
export default GroupParams;
