/**
 * The frame every cabinet modal shares: a titled dialog with a close button, full screen below
 * 600 px (spec 9 "modal narrow below 600 px"), or below another breakpoint where a modal asks
 * for it (the mobile-app promo: 450 px).
 */
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton, useMediaQuery } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useText } from '../i18n/useText';
import { narrowQuery } from '../theme';

export interface ModalDialogProps {
  title: string;
  /** The person closed the dialog (close button, Escape, backdrop). */
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  /** Media query below which the dialog takes the whole screen. */
  fullScreenQuery?: string;
}

export const ModalDialog = ({ title, onClose, children, actions, fullScreenQuery = narrowQuery }: ModalDialogProps) => {
  const translate = useText();
  const titleId = useId();
  const fullScreen = useMediaQuery(fullScreenQuery, { noSsr: true });
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={translate('modals.common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseOutlined />
      </IconButton>
      <DialogContent>{children}</DialogContent>
      {actions === undefined ? null : <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>}
    </Dialog>
  );
};
