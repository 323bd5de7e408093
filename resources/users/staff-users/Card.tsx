/**
 * `/users/users/:id`: the generated create and edit forms, with the card's actions above the edit
 * form (./StaffUserActions.tsx). A user the signed-in person may not manage (the park's owner, or
 * someone who opens more than they do: ./staffAuthority.ts) opens read-only with the reason, and
 * the group choice offers only groups within the person's own.
 */
import { Alert, AlertTitle, Chip } from '@mui/material';
import { useGetOne } from 'react-admin';
import { raResourceOf } from '../../../schemas/resource';
import { staffUsers, type StaffUser } from './resource';
import { useText } from '../../../src/i18n/useText';
import { GeneratedCreate, GeneratedEdit } from '../../../src/components/generated/GeneratedForms';
import { GeneratedShow } from '../../../src/components/generated/GeneratedShow';
import { useRouteParams } from '../../../src/root/routeParams';
import { ChannelChangeNote } from '../ChannelChangeNote';
import { StaffUserActions } from '../StaffUserActions';
import { useStaffAuthority, useTargetRules } from '../staffAuthority';

const StaffUserEdit = ({ id }: { id: string }) => {
  const translate = useText();
  const authority = useStaffAuthority();
  const { data } = useGetOne<StaffUser>(raResourceOf(staffUsers), { id: Number(id) });
  const rules = useTargetRules(data);
  // Until the user and their rules are read, neither the form nor the notice: no flash of a form that turns read-only.
  if (authority === undefined || data === undefined || rules.isPending) return null;
  const refusal = authority.refusal(data, rules.data?.denied_paths ?? []);
  if (refusal !== null) {
    return (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>
          <AlertTitle>{translate('users.authority.readOnly')}</AlertTitle>
          {translate(`users.authority.${refusal}`)}
        </Alert>
        <GeneratedShow declaration={staffUsers} id={id} />
      </>
    );
  }
  return (
    <>
      {data.park_owner ? <Chip label={translate('users.authority.owned')} color="primary" variant="outlined" sx={{ mb: 1 }} /> : null}
      <StaffUserActions user={data} />
      <ChannelChangeNote user={data} />
      <GeneratedEdit declaration={staffUsers} id={id} choices={authority.groupChoices(data.group_id)} />
    </>
  );
};

const StaffUserCreate = () => {
  const authority = useStaffAuthority();
  if (authority === undefined) return null;
  return <GeneratedCreate declaration={staffUsers} choices={authority.groupChoices()} />;
};

export const StaffUserCard = () => {
  const { id = '' } = useRouteParams();
  return id === 'create' ? <StaffUserCreate /> : <StaffUserEdit id={id} />;
};

/** The folder's replacement of its generated screen (found by its file name, src/root/sections.ts). */
export default StaffUserCard;
