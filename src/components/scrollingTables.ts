/**
 * A table wider than its box scrolls sideways inside it (tableScroll.ts). A person without a
 * mouse must be able to scroll it too, so while a box scrolls it takes keyboard focus (the
 * arrow keys then move it) and names itself; once everything fits it leaves the tab order again,
 * so narrow tables add no extra tab stops.
 */
import { useEffect, type RefObject } from 'react';
import { t } from '../../texts/t';

const SCROLLERS = '.RaDatagrid-tableWrapper, .RaDataTable-tableWrapper, .MuiTableContainer-root';
const MARK = 'data-scrolling-table';

/** Gives each scrolling table box of `root` a tab stop and a name, and takes them back when it fits. */
export function markScrollingTables(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    const marked = box.hasAttribute(MARK);
    if (scrolls && !marked && !box.hasAttribute('tabindex')) {
      box.setAttribute(MARK, '');
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', t('app.scrollingTable'));
    } else if (!scrolls && marked) {
      box.removeAttribute(MARK);
      box.removeAttribute('tabindex');
      box.removeAttribute('role');
      box.removeAttribute('aria-label');
    }
  }
}

/** Keeps `markScrollingTables` true for the content under `ref` as it renders and resizes. */
export function useScrollingTables(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (root === null) return;
    let frame = 0;
    const schedule = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        markScrollingTables(root);
      });
    };
    const mutations = new MutationObserver(schedule);
    mutations.observe(root, { childList: true, subtree: true });
    // A browser without ResizeObserver (and jsdom) still gets the marks as content changes.
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    sizes?.observe(root);
    schedule();
    return () => {
      mutations.disconnect();
      sizes?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref]);
}
