/** For a group whose only screen is the home page (group 3 under reading a): who can open more. */
import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import { Alert, AlertTitle } from '@mui/material';
import { ruKpi } from '../../texts/ru-kpi';
import { HOME_TEXTS } from './texts';

export const HomeAccessNote = () => (
  <Alert severity="info" icon={<LockPersonOutlined />} component="section" aria-label={ruKpi.home.accessTitle}>
    <AlertTitle>{ruKpi.home.accessTitle}</AlertTitle>
    {HOME_TEXTS.access.text}
  </Alert>
);
