/**
 * The app bar's help button ('Помощь') and the help panel it opens, loaded in a chunk of its own
 * on first use. Onboarding (spec 4) opens the panel on 'Как настроить' once after start when the
 * user's first login is recent and the panel was never closed before (on a phone: a dot).
 */
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { Badge, IconButton, Tooltip, useMediaQuery } from '@mui/material';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useText } from '../i18n/useText';
import { useCabinetIdentity } from '../root/identity';
import { lazyNamed } from '../root/lazy';
import { mobileQuery } from '../theme';
import { closeHelp, openHelp, useHelpPanel } from './helpStore';
import { isOnboardingDue, isOnboardingHidden } from './onboarding';

const HelpPanel = lazyNamed(() => import('./HelpPanel'), 'HelpPanel');

/**
 * Onboarding when it is due for the signed-in user: beside the page on a desk, the panel opens on
 * 'Как настроить'; on a phone it would cover the whole screen at every sign-in, so the button
 * only carries a dot and opens on that tab when tapped. Answers whether that dot shows.
 */
function useOnboarding(open: boolean): boolean {
  const identity = useCabinetIdentity();
  const phone = useMediaQuery(mobileQuery, { noSsr: true });
  const loaded = identity !== undefined;
  const firstLogin = identity?.first_login ?? null;
  const [startedAt] = useState(() => Date.now());
  const due = loaded && isOnboardingDue(firstLogin, isOnboardingHidden(), startedAt);
  useEffect(() => {
    if (due && !phone) openHelp('setup');
  }, [due, phone]);
  return due && phone && !open;
}

export const HelpButton = () => {
  const translate = useText();
  const { open, focus } = useHelpPanel();
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const onboardingDot = useOnboarding(open);

  // Focus goes back to the button once the panel is gone: a drawer holds focus while it is open.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    closeHelp();
  };

  const toggle = () => {
    if (open) {
      close();
      return;
    }
    openHelp(onboardingDot ? 'setup' : 'hints', true);
  };

  return (
    <>
      <Tooltip title={translate('help.button')}>
        <IconButton
          ref={button}
          color="inherit"
          aria-label={translate('help.button')}
          aria-expanded={open}
          onClick={toggle}
        >
          <Badge variant="dot" color="secondary" invisible={!onboardingDot}>
            <HelpOutline />
          </Badge>
        </IconButton>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <HelpPanel onClose={close} autoFocus={focus} />
        </Suspense>
      ) : null}
    </>
  );
};
