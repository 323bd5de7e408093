/**
 * The app bar's help button ('Помощь') and the help panel it opens, loaded in a chunk of its own
 * on first use. Onboarding (spec 4) opens the panel on 'Как настроить' once after start when the
 * user's first login is recent and the panel was never closed before.
 */
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { Suspense, useEffect, useRef } from 'react';
import { ruHelp } from '../../texts/ru-help';
import { useCabinetIdentity } from '../root/identity';
import { lazyNamed } from '../root/lazy';
import { closeHelp, openHelp, useHelpPanel } from './helpStore';
import { isOnboardingDue, isOnboardingHidden } from './onboarding';

const HelpPanel = lazyNamed(() => import('./HelpPanel'), 'HelpPanel');

/** Opens the panel on 'Как настроить' when onboarding is due for the signed-in user. */
function useOnboarding(): void {
  const identity = useCabinetIdentity();
  const loaded = identity !== undefined;
  const firstLogin = identity?.first_login ?? null;
  useEffect(() => {
    if (loaded && isOnboardingDue(firstLogin, isOnboardingHidden(), Date.now())) openHelp('setup');
  }, [loaded, firstLogin]);
}

export const HelpButton = () => {
  const { open, focus } = useHelpPanel();
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useOnboarding();

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
    openHelp('hints', true);
  };

  return (
    <>
      <Tooltip title={ruHelp.button}>
        <IconButton
          ref={button}
          color="inherit"
          aria-label={ruHelp.button}
          aria-expanded={open}
          onClick={toggle}
        >
          <HelpOutline />
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
