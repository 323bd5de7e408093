/**
 * The cabinet's tab strip: MUI's scrollable Tabs that keep the current tab in view.
 *
 * MUI scrolls the current tab into view when it mounts, before its scroll buttons appear; the
 * buttons then narrow the strip and the current tab (the driver card's last one, say) ends up
 * under the forward button, cut in half. The strip here moves it back whenever the scrolling
 * box changes size: at once, and again once MUI's own scroll animation (which would otherwise
 * carry it back to its first target) has run.
 */
import { Tabs, useTheme, type TabsProps } from '@mui/material';
import { useEffect, useRef } from 'react';

/** Scrolls the box just enough to show the whole tab (the box's own scroll only, never the page). */
function showWhole(scroller: HTMLElement, tab: Element): void {
  const box = scroller.getBoundingClientRect();
  const item = tab.getBoundingClientRect();
  if (item.right > box.right) scroller.scrollLeft += item.right - box.right;
  else if (item.left < box.left) scroller.scrollLeft -= box.left - item.left;
}

export const TabStrip = (props: TabsProps) => {
  const root = useRef<HTMLDivElement>(null);
  const animation = useTheme().transitions.duration.standard;
  useEffect(() => {
    const scroller = root.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (scroller == null || typeof ResizeObserver === 'undefined') return;
    const showCurrent = () => {
      const current = scroller.querySelector('[role="tab"][aria-selected="true"]');
      if (current !== null) showWhole(scroller, current);
    };
    let later: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      showCurrent();
      clearTimeout(later);
      later = setTimeout(showCurrent, animation + 100);
    });
    observer.observe(scroller);
    return () => {
      observer.disconnect();
      clearTimeout(later);
    };
  }, [animation]);
  return <Tabs ref={root} variant="scrollable" scrollButtons="auto" {...props} />;
};
