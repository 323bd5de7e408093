/**
 * The fatal start-up message (spec 8) in plain markup, written with the DOM alone: used when
 * the application's chunks did not load, before React or any theme exists.
 */
import { t } from '../../texts/login-t';

export const fatalStyle = {
  maxWidth: '560px',
  margin: '20vh auto 0',
  padding: '24px',
  fontFamily: 'system-ui, "Segoe UI", Roboto, Arial, sans-serif',
  fontSize: '16px',
  lineHeight: '1.5',
  color: '#1c2630',
  textAlign: 'center',
} as const;

export function showFatal(container: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  Object.assign(box.style, fatalStyle);
  box.textContent = t('app.fatal');
  container.replaceChildren(box);
}
