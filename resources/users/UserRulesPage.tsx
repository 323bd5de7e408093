/**
 * `/users/users/:id/rules/:userGroupId`: a checklist of what the group opens, for one user.
 * Unticking a section or page closes it to this user (the server refuses what the group does
 * not have, so a rule never widens); saving applies to the user's next request.
 */
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormHelperText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useGetOne, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { GroupIdSchema } from '../../schemas/access';
import { raResourceOf } from '../../schemas/resource';
import { staffUsers, type StaffUser } from './staff-users/resource';
import { useText } from '../../src/i18n/useText';
import { errorMessage, serverFieldErrors } from '../../src/components/feedback';
import { useDefinitions, useRouteTable } from '../../src/root/definitions';
import { useCabinetPermissions } from '../../src/root/identity';
import { useRouteParams } from '../../src/root/routeParams';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';
import { ruleChecklist, type RuleSection } from './ruleChecklist';
import { RULES_KEY, rulesPath, useStaffAuthority, useTargetRules } from './staffAuthority';

const SectionRules = ({
  section,
  denied,
  toggle,
  readOnly,
}: {
  section: RuleSection;
  denied: ReadonlySet<string>;
  toggle: (path: string) => void;
  readOnly: boolean;
}) => {
  const closed = denied.has(section.path);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1 }}>
      <FormControlLabel
        disabled={readOnly}
        control={<Checkbox checked={!closed} onChange={() => toggle(section.path)} />}
        label={<Typography sx={{ fontWeight: 600 }}>{section.label}</Typography>}
      />
      <Stack sx={{ pl: 4 }}>
        {section.pages.map((page) => (
          <FormControlLabel
            key={page.path}
            disabled={closed || readOnly}
            control={<Checkbox size="small" checked={!closed && !denied.has(page.path)} onChange={() => toggle(page.path)} />}
            label={page.label}
          />
        ))}
      </Stack>
    </Box>
  );
};

/** The checklist and its save: state starts from the stored rules (a new answer remounts it). */
const RulesForm = ({
  userId,
  groupId,
  path,
  initial,
  sections,
  back,
  readOnly,
}: {
  userId: string;
  groupId: string;
  /** The rules' cache key. */
  path: string;
  initial: readonly string[];
  sections: RuleSection[];
  back: string;
  readOnly: boolean;
}) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [denied, setDenied] = useState<ReadonlySet<string>>(() => new Set(initial));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (rulePath: string) =>
    setDenied((current) => {
      const next = new Set(current);
      if (!next.delete(rulePath)) next.add(rulePath);
      return next;
    });

  const save = async () => {
    setBusy(true);
    setFieldError(null);
    try {
      // A page under a closed section is closed with it: only the section is stored.
      const all = [...denied];
      const paths = all.filter((rulePath) => !all.some((other) => rulePath.startsWith(`${other}/`)));
      const saved = await dataProvider.saveUserRules(userId, groupId, paths);
      queryClient.setQueryData([RULES_KEY, path], saved);
      notify(translate('users.rules.saved'), { type: 'success' });
    } catch (failure) {
      const message = serverFieldErrors(failure).denied_paths;
      setFieldError(message ?? null);
      notify(message ?? errorMessage(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {sections.map((section) => (
        <SectionRules key={section.path} section={section} denied={denied} toggle={toggle} readOnly={readOnly} />
      ))}
      {fieldError ? <FormHelperText error>{fieldError}</FormHelperText> : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {readOnly ? null : (
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {translate('users.rules.save')}
          </Button>
        )}
        <Button component={Link} to={back}>
          {translate('users.rules.back')}
        </Button>
      </Stack>
    </>
  );
};

export const UserRulesPage = () => {
  const translate = useText();
  const { id = '', userGroupId = '' } = useRouteParams();
  const group = GroupIdSchema.safeParse(Number(userGroupId));
  const dataProvider = useAppDataProvider();
  const definitions = useDefinitions();
  const table = useRouteTable();
  const { permissions } = useCabinetPermissions();
  const { data: user } = useGetOne<StaffUser>(raResourceOf(staffUsers), { id: Number(id) });
  const path = rulesPath(id, userGroupId);
  const authority = useStaffAuthority();
  const current = useTargetRules(user);
  // Someone the signed-in user may not manage: the checklist shows the rules but saves nothing.
  const refusal = user && authority && current.data ? authority.refusal(user, current.data.denied_paths) : null;
  const { data: rules, error } = useQuery({
    queryKey: [RULES_KEY, path],
    queryFn: ({ signal }) => dataProvider.userRules(id, userGroupId, signal),
    enabled: group.success,
  });
  const sections = useMemo(
    () => (permissions && group.success ? ruleChecklist(definitions, table, permissions.policy, group.data) : []),
    [definitions, table, permissions, group.success, group.data],
  );

  const name = user?.name ?? '';
  const groupName = group.success ? translate(`generated.staffUsers.choices.group_id.${group.data}`) : userGroupId;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Title title={translate('users.rules.title', { name })} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('users.rules.title', { name })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('users.rules.intro', { group: groupName })}
          </Typography>
          {user && group.success && user.group_id !== group.data ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('users.rules.otherGroup', { group: groupName, current: translate(`generated.staffUsers.choices.group_id.${user.group_id}`) })}
            </Alert>
          ) : null}
          {refusal ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(`users.authority.${refusal}`)}
            </Alert>
          ) : null}
          {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
          {rules ? (
            <RulesForm
              key={rules.denied_paths.join()}
              userId={id}
              groupId={userGroupId}
              path={path}
              initial={rules.denied_paths}
              sections={sections}
              back={`/users/users/${id}`}
              readOnly={refusal !== null}
            />
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
};
