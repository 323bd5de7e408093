/**
 * 'У вас нет доступа' (spec 2, 8): what an authenticated user outside a route's groups sees,
 * inside the route's frame.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useText } from '../i18n/useText';
import { DefaultFrame } from '../layout/CabinetLayout';
import { PageMessage } from './PageMessage';

export const NoAccessPage = () => {
  const translate = useText();
  return <PageMessage icon={<LockOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />} text={translate('app.noAccess')} />;
};

/** react-admin's /access-denied route (its <CanAccess> redirects there). */
export const AccessDeniedPage = () => (
  <DefaultFrame>
    <NoAccessPage />
  </DefaultFrame>
);
