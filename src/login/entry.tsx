/**
 * The public route's entry (issue 22 §1): /login, /registration and an anonymous visit to `/`
 * mount the login screen with React and the few MUI parts it needs, its words read from the
 * login's texts (texts/login-t.ts): no react-admin, no route table, no section. While the SMS
 * code is typed the cabinet's chunk (src/root/boot.tsx) and its first screen are fetched; once
 * signed in, the cabinet renders under the login screen on the same page (the session stays in
 * memory, no reload), and the login screen leaves when the cabinet shows its first screen.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { cabinetLook } from '../theme';
import { withTimeout } from '../root/timeout';
import { PublicApp } from './PublicApp';

/** The longest the login screen stays over a cabinet that has not shown its first screen. */
const HANDOVER_WAIT_MS = 15_000;

type Cabinet = typeof import('../root/boot');
let cabinet: Promise<Cabinet> | null = null;

/** The cabinet's chunk, asked for once; a failure is asked again next time. */
function loadCabinet(): Promise<Cabinet> {
  cabinet ??= withTimeout(import('../root/boot')).catch((error: unknown) => {
    cabinet = null;
    throw error;
  });
  return cabinet;
}

/** Resolves once `host` holds a rendered screen that is not a loading spinner. */
function shown(host: HTMLElement): Promise<void> {
  const ready = () => host.childElementCount > 0 && host.querySelector('[data-loading-screen]') === null;
  return new Promise((resolve) => {
    if (ready()) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (ready()) done();
    });
    const timer = setTimeout(done, HANDOVER_WAIT_MS);
    observer.observe(host, { childList: true, subtree: true, attributes: true });
  });
}

export function mountPublic(container: HTMLElement): void {
  const host = document.createElement('div');
  container.replaceChildren(host);
  const root = createRoot(host);

  const prepare = () => {
    loadCabinet().then(
      (module) => module.warmUp(),
      () => undefined,
    );
  };

  const enter = async (target: string) => {
    const { boot } = await loadCabinet();
    window.history.replaceState(null, '', target);
    // The login screen covers the page (modals stay above it) while the cabinet renders beneath.
    Object.assign(host.style, { position: 'fixed', inset: '0', zIndex: '1250', overflow: 'auto' });
    const next = document.createElement('div');
    container.append(next);
    boot(next);
    await shown(next);
    root.unmount();
    host.remove();
  };

  root.render(
    <StrictMode>
      <ThemeProvider theme={createTheme(cabinetLook)}>
        <CssBaseline enableColorScheme>
          <PublicApp prepare={prepare} enter={enter} />
        </CssBaseline>
      </ThemeProvider>
    </StrictMode>,
  );
}
