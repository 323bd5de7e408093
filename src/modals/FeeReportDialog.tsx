/**
 * The fee-report notice (spec 2, 4): tells about the commission report and leads to it. Opening
 * the report records 'response' ('open'); closing it without that records 'close'.
 */
import { Button, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BannerResponse } from '../../schemas/notices';
import { useText } from '../i18n/useText';
import { useAppDataProvider } from '../root/useAppDataProvider';
import { confirmSendFailure, sendBannerEvent } from './bannerEvents';
import { ModalDialog } from './ModalDialog';
import { MODAL_PATHS } from './session';

export const FEE_REPORT_OPENED = 'open';

export const FeeReportDialog = ({ banner, onDone }: { banner: BannerResponse; onDone: () => void }) => {
  const translate = useText();
  const { http } = useAppDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const bannerId = banner.banner_id;

  const record = (event_type: 'response' | 'close') => {
    if (bannerId === null) return;
    const extra = event_type === 'response' ? { extra_info: FEE_REPORT_OPENED } : {};
    sendBannerEvent(http, { event_type, banner_id: bannerId, banner_type: banner.banner_type, ...extra }).catch(
      (error: unknown) => notify(confirmSendFailure(error), { type: 'error' }),
    );
  };

  const open = () => {
    record('response');
    onDone();
    navigate(MODAL_PATHS.feeReport);
  };

  const close = () => {
    record('close');
    onDone();
  };

  return (
    <ModalDialog
      title={banner.title ?? translate('modals.feeReport.title')}
      onClose={close}
      actions={
        <Button variant="contained" onClick={open}>
          {translate('modals.feeReport.open')}
        </Button>
      }
    >
      <Typography>{translate('modals.feeReport.text')}</Typography>
    </ModalDialog>
  );
};
