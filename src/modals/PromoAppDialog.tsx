/**
 * The mobile-app promo (spec 2, 9): on an iPhone or Android phone, links to the driver app in
 * the stores, the phone's own store first. Full screen below the 450 px mobile breakpoint;
 * closing it stores 'hidden_promo_app_dialog' (spec 4).
 */
import { Button, Stack, Typography } from '@mui/material';
import { useText } from '../i18n/useText';
import { useCabinetSettings } from '../root/settings';
import { mobileQuery } from '../theme';
import { ModalDialog } from './ModalDialog';
import { MODAL_KEYS, setFlag } from './storage';

export const PromoAppDialog = ({ onDone }: { onDone: () => void }) => {
  const translate = useText();
  const settings = useCabinetSettings();
  const iphone = /iPhone/i.test(navigator.userAgent);

  const close = () => {
    setFlag(MODAL_KEYS.promoApp);
    onDone();
  };

  const stores = [
    { key: 'ios', label: translate('modals.promoApp.appStore'), href: settings?.app_links.ios },
    { key: 'android', label: translate('modals.promoApp.googlePlay'), href: settings?.app_links.android },
  ];
  if (!iphone) stores.reverse();

  return (
    <ModalDialog title={translate('modals.promoApp.title')} onClose={close} fullScreenQuery={mobileQuery}>
      <Stack spacing={2}>
        <Typography>{translate('modals.promoApp.text')}</Typography>
        {stores.map((store, index) => (
          <Button
            key={store.key}
            variant={index === 0 ? 'contained' : 'outlined'}
            component="a"
            href={store.href}
            target="_blank"
            rel="noopener noreferrer"
            disabled={settings === undefined}
            fullWidth
          >
            {store.label}
          </Button>
        ))}
      </Stack>
    </ModalDialog>
  );
};
