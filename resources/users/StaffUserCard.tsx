/**
 * `/users/users/:id`: the generated create and edit forms, with the card's actions above the edit
 * form (./StaffUserActions.tsx).
 */
import { useGetOne } from 'react-admin';
import { raResourceOf } from '../../schemas/resource';
import { staffUsers, type StaffUser } from '../../schemas/resources/staff-users';
import { GeneratedCreate, GeneratedEdit } from '../../src/components/generated/GeneratedForms';
import { useRouteParams } from '../../src/root/routeParams';
import { ChannelChangeNote } from './ChannelChangeNote';
import { StaffUserActions } from './StaffUserActions';

export const StaffUserCard = () => {
  const { id = '' } = useRouteParams();
  const isCreate = id === 'create';
  const { data } = useGetOne<StaffUser>(raResourceOf(staffUsers), { id: Number(id) }, { enabled: !isCreate });
  if (isCreate) return <GeneratedCreate declaration={staffUsers} />;
  return (
    <>
      {data ? <StaffUserActions user={data} /> : null}
      {data ? <ChannelChangeNote user={data} /> : null}
      <GeneratedEdit declaration={staffUsers} id={id} />
    </>
  );
};
