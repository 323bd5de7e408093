/**
 * The referral promo (spec 2): the program's figures and a link to the knowledge base. Closing
 * it stores 'hidden_referral_dialog' (spec 4).
 */
import { Button, Stack, Typography } from '@mui/material';
import { t } from '../../texts/t';
import { useText } from '../i18n/useText';
import { useCabinetSettings } from '../root/settings';
import { ModalDialog } from './ModalDialog';
import { MODAL_KEYS, setFlag } from './storage';

export const REFERRAL_CLAIMS = [t('modals.referral.drivers'), t('modals.referral.earned'), t('modals.referral.growth'), t('modals.referral.example')] as const;

export const ReferralPromoDialog = ({ onDone }: { onDone: () => void }) => {
  const translate = useText();
  const settings = useCabinetSettings();

  const close = () => {
    setFlag(MODAL_KEYS.referral);
    onDone();
  };

  return (
    <ModalDialog
      title={translate('modals.referral.title')}
      onClose={close}
      actions={
        <Button
          variant="contained"
          component="a"
          href={settings?.knowledge_base_url}
          target="_blank"
          rel="noopener noreferrer"
          disabled={settings === undefined}
        >
          {translate('modals.referral.more')}
        </Button>
      }
    >
      <Stack spacing={1.5}>
        <Typography>{translate('modals.referral.intro')}</Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
          {REFERRAL_CLAIMS.map((claim) => (
            <Typography component="li" key={claim}>
              {claim}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </ModalDialog>
  );
};
