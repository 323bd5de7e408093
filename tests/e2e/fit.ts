/** Checks that what a person must reach on a screen is neither cut off nor wider than the window. */
import { expect, type Locator, type Page } from '@playwright/test';
import russianModule from 'ra-language-russian';
import { signIn } from './support';

// A CommonJS package: Node's ESM loader hands its `exports` object over as the default export.
const wrapped = russianModule as typeof russianModule & { default?: typeof russianModule };
/** react-admin's own Russian texts (the «Добавить фильтр» button...), as the cabinet merges them. */
export const raRussian = wrapped.default ?? russianModule;

export const PHONE = { width: 390, height: 844 } as const;

/**
 * Signs in where the menu is in view (signIn waits for it), then turns the page into a phone's
 * 390×844: below 450 px the menu is a drawer. The context should have `hasTouch` for taps.
 */
export async function signInOnPhone(page: Page, login: string): Promise<void> {
  await signIn(page, login);
  await page.setViewportSize(PHONE);
}

/**
 * Why `locator` cannot be seen whole, or null when it can: an ancestor that hides its overflow
 * (a card) must hold it; an ancestor that scrolls (a table's own scroll box) may hold it out of
 * view, as a person scrolls to it, but must itself be held by the ones above it and the window.
 */
export function cutOff(locator: Locator): Promise<string | null> {
  return locator.evaluate((element) => {
    const name = (node: Element) => `${node.tagName.toLowerCase()}.${String(node.className).split(' ').slice(0, 2).join('.')}`;
    let box = element.getBoundingClientRect();
    let held = name(element);
    for (let node = element.parentElement; node; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      const frame = node.getBoundingClientRect();
      if (overflow === 'visible') continue;
      if (box.left < frame.left - 1 || box.right > frame.right + 1) {
        if (overflow === 'auto' || overflow === 'scroll') {
          box = frame;
          held = name(node);
          continue;
        }
        return `${held} is cut off by ${name(node)} (${Math.round(box.right)} > ${Math.round(frame.right)})`;
      }
    }
    if (box.left < -1 || box.right > window.innerWidth + 1) return `${held} is outside the window`;
    return null;
  });
}

/** The element is visible, whole (or in its own scroll box) and not covered at its centre. */
export async function expectReachable(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  expect(await cutOff(locator)).toBeNull();
  await locator.scrollIntoViewIfNeeded();
  const covered = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top === null || element.contains(top) ? null : `covered by ${top.tagName.toLowerCase()}.${String(top.className)}`;
  });
  expect(covered).toBeNull();
}

/** A button shows its whole text: nothing clipped inside it. */
export async function expectWholeText(button: Locator, text: string): Promise<void> {
  await expect(button).toHaveText(text);
  const clipped = await button.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect(clipped).toBe(false);
  expect(await cutOff(button)).toBeNull();
}

/** The document is no wider than the window. */
export async function expectNoWiderThanWindow(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}
