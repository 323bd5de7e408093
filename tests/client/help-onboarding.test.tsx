// @vitest-environment jsdom
/**
 * Onboarding (spec 4: "shown if first login within the last month"): the help panel opens by
 * itself on 'Как настроить' once after start while the first login is at most 30 days old and
 * 'hidden_help_app_modal' (spec 9) is not stored; closing it stores the flag.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HelpButton } from '../../src/help/HelpButton';
import { closeHelp } from '../../src/help/helpStore';
import { HIDDEN_HELP_KEY, ONBOARDING_WINDOW_MS, isOnboardingDue } from '../../src/help/onboarding';
import { t } from '../../texts/t';
import { useCabinetIdentity } from '../../src/root/identity';
import { fakeApi, identityAuth, renderCabinet } from './notices-harness';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-21T09:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('isOnboardingDue', () => {
  it('holds for a first login up to 30 days old, inclusive', () => {
    expect(ONBOARDING_WINDOW_MS).toBe(30 * DAY);
    expect(isOnboardingDue(ago(0), false, NOW)).toBe(true);
    expect(isOnboardingDue(ago(29 * DAY), false, NOW)).toBe(true);
    expect(isOnboardingDue(ago(30 * DAY), false, NOW)).toBe(true);
    expect(isOnboardingDue(ago(30 * DAY + 1), false, NOW)).toBe(false);
    expect(isOnboardingDue(ago(45 * DAY), false, NOW)).toBe(false);
  });

  it('holds for a first login a little ahead of the browser clock', () => {
    expect(isOnboardingDue(ago(-60_000), false, NOW)).toBe(true);
  });

  it('never holds once hidden, or without a first login', () => {
    expect(isOnboardingDue(ago(DAY), true, NOW)).toBe(false);
    expect(isOnboardingDue(null, false, NOW)).toBe(false);
    expect(isOnboardingDue(undefined, false, NOW)).toBe(false);
    expect(isOnboardingDue('', false, NOW)).toBe(false);
    expect(isOnboardingDue('не дата', false, NOW)).toBe(false);
  });
});

/** Shows when the identity has loaded: the moment onboarding decides. */
const IdentityProbe = () => {
  const identity = useCabinetIdentity();
  return identity === undefined ? null : <p>{identity.login}</p>;
};

function helpApi() {
  return fakeApi({
    'GET /api/hints': ({ query }) => ({
      type_id: Number(query.get('type_id')),
      items: [{ id: 1, title: 'Подключите агрегатор', body: null, media_urls: [], front_path: null, children: [] }],
    }),
  });
}

function start(firstLogin: string | null) {
  return renderCabinet(
    <>
      <HelpButton />
      <IdentityProbe />
    </>,
    { api: helpApi(), auth: identityAuth({ firstLogin }) },
  );
}

/** Waits until the identity is in, then a little more for the effect that follows it. */
async function settled(): Promise<void> {
  await screen.findByText('anna');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

afterEach(() => {
  closeHelp();
  localStorage.clear();
  vi.useRealTimers();
});

describe('onboarding', () => {
  it("opens the panel by itself on 'Как настроить' for a recent first login, without taking focus", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    start(ago(3 * DAY));
    const panel = await screen.findByRole('dialog', { name: t('help.title') });
    expect(within(panel).getByRole('tab', { name: t('help.tabs.setup') }).getAttribute('aria-selected')).toBe('true');
    expect(await within(panel).findByText('Подключите агрегатор')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('opens on the last day of the month and not a millisecond after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const first = start(ago(30 * DAY));
    expect(await screen.findByRole('dialog', { name: t('help.title') })).toBeTruthy();
    closeHelp();
    localStorage.clear();
    first.unmount();

    start(ago(30 * DAY + 1));
    await settled();
    expect(screen.queryByRole('dialog', { name: t('help.title') })).toBeNull();
  });

  it('stays closed for a first login over a month ago, or none', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const old = start(ago(40 * DAY));
    await settled();
    expect(screen.queryByRole('dialog', { name: t('help.title') })).toBeNull();
    old.unmount();
    start(null);
    await settled();
    expect(screen.queryByRole('dialog', { name: t('help.title') })).toBeNull();
  });

  it('closing stores hidden_help_app_modal, and the next start does not open it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const first = start(ago(DAY));
    const panel = await screen.findByRole('dialog', { name: t('help.title') });
    expect(localStorage.getItem(HIDDEN_HELP_KEY)).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: t('help.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('help.title') })).toBeNull());
    expect(localStorage.getItem(HIDDEN_HELP_KEY)).not.toBeNull();
    first.unmount();

    start(ago(DAY));
    await settled();
    expect(screen.queryByRole('dialog', { name: t('help.title') })).toBeNull();
  });
});
