/**
 * Checks that run inside the page (page.evaluate). Each function is self-contained: Playwright
 * sends its source to the browser, so helpers live inside it and nothing is imported.
 */

export type CheckName = 'wider than the window' | 'covered' | 'clipped text';

export interface Problem {
  check: CheckName;
  /** A short CSS path and the element's text. */
  element: string;
  /** What is wrong with it; problems with the same check and cause are reported together. */
  cause: string;
}

/**
 * Waits until nothing loads and the page holds still: no indeterminate spinner or skeleton, text
 * in the content, no DOM change, scroll or finite animation for `quietMs`. Bounded by `maxMs`;
 * answers whether it got there (a page that never stops moving is checked as it is).
 */
export async function settle({ quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<boolean> {
  const started = performance.now();
  let lastChange = started;
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  // A scrolled box changes no DOM: MUI's tab strip scrolls its current tab into view by script,
  // after its scroll buttons appear, and is still moving until the scroll events stop.
  const scrolled = () => {
    lastChange = performance.now();
  };
  document.addEventListener('scroll', scrolled, { capture: true, passive: true });
  const loading = () =>
    Array.from(document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).some((node) =>
      node.checkVisibility({ visibilityProperty: true }),
    );
  const moving = () =>
    document.getAnimations().some((animation) => {
      const iterations = animation.effect?.getTiming().iterations ?? 1;
      return animation.playState === 'running' && iterations !== Infinity;
    });
  // react-admin's <main> also holds the menu: the screen itself is #main-content when there is one.
  const content = () => document.querySelector('#main-content') ?? document.querySelector('main');
  const hasContent = () => (content()?.textContent ?? '').trim().length > 0;
  try {
    while (performance.now() - started < maxMs) {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      if (loading() || moving() || !hasContent()) {
        lastChange = performance.now();
        continue;
      }
      if (performance.now() - lastChange >= quietMs) return true;
    }
    return false;
  } finally {
    observer.disconnect();
    document.removeEventListener('scroll', scrolled, { capture: true });
  }
}

/** The layout checks of one viewport: page width, covered controls, clipped button and header text. */
export function findLayoutProblems(): Problem[] {
  const problems: Problem[] = [];
  const width = window.innerWidth;
  const height = window.innerHeight;

  const describe = (element: Element): string => {
    const parts: string[] = [];
    let node: Element | null = element;
    while (node !== null && node !== document.body && parts.length < 3) {
      let part = node.tagName.toLowerCase();
      const classes = Array.from(node.classList).filter((name) => /^(Mui|Ra)[A-Za-z]+-[A-Za-z]+$/.test(name));
      const roots = classes.filter((name) => name.endsWith('-root'));
      const named = roots[roots.length - 1] ?? classes[0];
      if (named !== undefined) part += `.${named}`;
      const role = node.getAttribute('role');
      if (role !== null) part += `[role="${role}"]`;
      parts.unshift(part);
      node = node.parentElement;
    }
    const label = (
      element.getAttribute('aria-label') ??
      (element.textContent?.trim() || null) ??
      element.getAttribute('placeholder') ??
      element.getAttribute('name') ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    return parts.join(' > ') + (label === '' ? '' : ` «${label}»`);
  };

  const shown = (element: Element): boolean => {
    if (element.closest('[aria-hidden="true"], [inert]') !== null) return false;
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };

  // 1. The document is no wider than the window; name the outermost boxes that stick out.
  const documentWidth = document.documentElement.scrollWidth;
  if (documentWidth > width) {
    const sticking = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.right <= width + 1 || rect.width === 0) return false;
      const parent = element.parentElement;
      if (parent !== null && parent !== document.body && parent.getBoundingClientRect().right > width + 1) return false;
      for (let box = element.parentElement; box !== null && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return false;
      }
      return true;
    });
    const culprits = sticking.slice(0, 3).map((element) => `${describe(element)} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`);
    problems.push({
      check: 'wider than the window',
      element: culprits.join('; ') || 'html',
      cause: `the document is ${documentWidth} px wide in a ${width} px window`,
    });
  }

  /**
   * The nearest ancestor whose overflow cuts `area` off, and whether it scrolls (then the part
   * is reachable by scrolling it) or hides (then it is lost), axis by axis.
   */
  const clipOf = (
    element: Element,
    area: { left: number; right: number; top: number; bottom: number },
  ): { box: Element; scrolls: boolean } | null => {
    // An absolutely placed box is clipped from its containing block up; a fixed one by nothing.
    let escaping = false;
    for (
      let node: Element = element, box = element.parentElement;
      box !== null && box !== document.documentElement;
      node = box, box = box.parentElement
    ) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed') return null;
      if (position === 'absolute') escaping = true;
      const style = getComputedStyle(box);
      if (escaping) {
        if (style.position === 'static' && style.transform === 'none') continue;
        escaping = false;
      }
      const edges = box.getBoundingClientRect();
      const outX = area.left < edges.left - 1 || area.right > edges.right + 1;
      const outY = area.top < edges.top - 1 || area.bottom > edges.bottom + 1;
      for (const [out, overflow] of [
        [outX, style.overflowX],
        [outY, style.overflowY],
      ] as const) {
        if (out && overflow !== 'visible') return { box, scrolls: overflow === 'auto' || overflow === 'scroll' };
      }
    }
    return null;
  };

  // 2. No visible control is covered at its centre.
  const reported = new Set<Element>();
  const controls = document.querySelectorAll(
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"]',
  );
  // The box a person aims at: a link wrapped over two lines has two, and the centre of their
  // union lies between them; the widest line box is aimed at instead.
  const target = (element: Element): DOMRect => {
    const lines = Array.from(element.getClientRects()).filter((rect) => rect.width > 1 && rect.height > 1);
    const [first] = lines;
    if (first === undefined) return element.getBoundingClientRect();
    return lines.reduce((widest, rect) => (rect.width * rect.height > widest.width * widest.height ? rect : widest), first);
  };
  const fixedBox = (element: Element): Element | null => {
    for (let node: Element | null = element; node !== null; node = node.parentElement) {
      if (/fixed|sticky/.test(getComputedStyle(node).position)) return node;
    }
    return null;
  };
  const hitAt = (control: Element): { hit: Element | null; x: number; y: number } => {
    const rect = target(control);
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    return { hit: document.elementFromPoint(x, y), x, y };
  };
  const reached = (control: Element, hit: Element | null): boolean =>
    hit === null ||
    hit === control ||
    control.contains(hit) ||
    // A control that takes no pointer events lets the hit through to its own ancestors.
    (getComputedStyle(control).pointerEvents === 'none' && hit.contains(control)) ||
    (hit instanceof HTMLLabelElement && hit.control === control);

  for (const control of Array.from(controls)) {
    if (!shown(control)) continue;
    const { hit, x, y } = hitAt(control);
    // Anywhere on the page, not only in the window: a control an overflow:hidden box cuts off
    // cannot be scrolled to either.
    const clip = clipOf(control, { left: x, right: x, top: y, bottom: y });
    if (clip !== null && clip.scrolls) continue;
    const clippedBy = clip?.box ?? null;
    if (clippedBy === null && (x < 0 || y < 0 || x >= width || y >= height)) continue;
    if (clippedBy !== null) {
      reported.add(control);
      problems.push({
        check: 'covered',
        element: describe(control),
        cause: `its centre is cut off by the overflow:hidden box ${describe(clippedBy)}`,
      });
      continue;
    }
    if (reached(control, hit)) continue;
    // A sticky bar over a control the page can scroll out from under it is not in the way:
    // the page is scrolled to bring the control to mid-height, checked again, and put back.
    const cover = hit === null ? null : fixedBox(hit);
    if (cover !== null && !cover.contains(control)) {
      const before = { left: window.scrollX, top: window.scrollY };
      window.scrollBy(0, y - height / 2);
      const again = hitAt(control);
      const revealed = again.y >= 0 && again.y < height && reached(control, again.hit);
      window.scrollTo(before.left, before.top);
      if (revealed) continue;
    }
    problems.push({
      check: 'covered',
      element: describe(control),
      cause: `its centre lands on ${hit === null ? 'nothing' : describe(hit)}`,
    });
  }

  // 3. No visible text is clipped inside a button or a table header.
  const boxes = document.querySelectorAll('button, [role="button"], a.MuiButton-root, th, [role="columnheader"]');
  for (const box of Array.from(boxes)) {
    if (!shown(box)) continue;
    const area = box.getBoundingClientRect();
    let reason: string | null = null;
    for (const inner of [box, ...Array.from(box.querySelectorAll('*'))]) {
      if (!shown(inner) || (inner.textContent ?? '').trim() === '') continue;
      const style = getComputedStyle(inner);
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (hides && inner.scrollWidth > inner.clientWidth + 1) {
        reason = `text needs ${inner.scrollWidth} px, has ${inner.clientWidth} px (${style.textOverflow === 'ellipsis' ? 'ellipsis' : 'overflow hidden'})`;
        break;
      }
    }
    if (reason === null) {
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text !== null && reason === null; text = walker.nextNode()) {
        const parent = text.parentElement;
        if (parent === null || (text.textContent ?? '').trim() === '' || !shown(parent)) continue;
        // Badges and other deliberately placed decorations sit outside their button by design.
        if (parent !== box && /absolute|fixed/.test(getComputedStyle(parent).position)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const line of Array.from(range.getClientRects())) {
          if (line.width === 0) continue;
          if (line.right > area.right + 1 || line.left < area.left - 1 || line.bottom > area.bottom + 1 || line.top < area.top - 1) {
            reason = `text «${(text.textContent ?? '').trim().slice(0, 40)}» reaches beyond the box`;
            break;
          }
        }
      }
    }
    // A button already reported as cut off is not reported twice; a header with no text loses none.
    if (reason === null && !reported.has(box) && (box.textContent ?? '').trim() !== '') {
      const clip = clipOf(box, area);
      if (clip !== null && !clip.scrolls) reason = `cut off by the overflow:hidden box ${describe(clip.box)}`;
    }
    if (reason !== null) problems.push({ check: 'clipped text', element: describe(box), cause: reason });
  }
  return problems;
}
