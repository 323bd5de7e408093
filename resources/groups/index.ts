import GroupWorkOutlined from '@mui/icons-material/GroupWorkOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { groupsRoutes } from './routes';

export const groups: ResourceDefinition = {
  name: 'groups',
  icon: GroupWorkOutlined,
  label: 'groups',
  routes: groupsRoutes,
  menu: {},
};
