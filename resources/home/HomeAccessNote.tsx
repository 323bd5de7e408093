/** For a group whose only screen is the home page (group 3 under reading a): who can open more. */
import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import { Alert, AlertTitle } from '@mui/material';
import { useText } from '../../src/i18n/useText';
import { HOME_TEXTS } from './texts';

export const HomeAccessNote = () => {
  const translate = useText();
  return (
    <Alert severity="info" icon={<LockPersonOutlined />} component="section" aria-label={translate('kpi.home.accessTitle')}>
      <AlertTitle>{translate('kpi.home.accessTitle')}</AlertTitle>
      {HOME_TEXTS.access.text}
    </Alert>
  );
};
