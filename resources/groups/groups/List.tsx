/** `/groups`: the pseudo group 'Все водители' (the park's own commissions) above the generated list of groups. */
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ALL_DRIVERS_GROUP_ID } from '../../../schemas/commissions';
import { driverGroups } from './resource';
import { GeneratedList } from '../../../src/components/generated/GeneratedList';
import { useText } from '../../../src/i18n/useText';
import { groupPath } from '../paths';

export const GroupList = () => {
  const translate = useText();
  return (
    <Stack sx={{ gap: 2 }}>
      <GeneratedList declaration={driverGroups} />
      <Card variant="outlined">
        <CardActionArea component={Link} to={groupPath(ALL_DRIVERS_GROUP_ID, 'commissions')}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate('groups.allDrivers')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('groups.allDriversHint')}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Stack>
  );
};

/** The folder's replacement of its generated screen (found by its file name, src/root/sections.ts). */
export default GroupList;
