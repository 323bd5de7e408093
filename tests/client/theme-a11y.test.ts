// @vitest-environment jsdom
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { markScrollingTables } from '../../src/components/scrollingTables';
import { cabinetTheme } from '../../src/root/cabinetTheme';
import { t } from '../../texts/t';

describe('MUI words in Russian', () => {
  const theme = createTheme(cabinetTheme);

  it('a bare table pagination names its buttons in Russian', () => {
    const label = theme.components?.MuiTablePagination?.defaultProps?.getItemAriaLabel;
    expect(label?.('previous')).toMatch(/предыдущ/i);
    expect(label?.('next')).toMatch(/следующ/i);
  });

  it('the locale goes under the cabinet overrides, which keep their own props', () => {
    expect(theme.components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBeTruthy();
    expect(theme.components?.MuiLink?.defaultProps?.underline).toBe('hover');
  });
});

/** A table box of the given widths (jsdom has no layout, so the widths are given). */
function tableBox(scrollWidth: number, clientWidth: number): HTMLElement {
  const box = document.createElement('div');
  box.className = 'RaDatagrid-tableWrapper';
  Object.defineProperty(box, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, get: () => clientWidth });
  return box;
}

describe('scrolling tables take keyboard focus', () => {
  it('a box wider inside than outside gets a tab stop and a Russian name', () => {
    const root = document.createElement('section');
    const box = root.appendChild(tableBox(1200, 700));
    markScrollingTables(root);
    expect(box.tabIndex).toBe(0);
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('aria-label')).toBe(t('app.scrollingTable'));
  });

  it('a table that fits adds no tab stop, and one that comes to fit gives it back', () => {
    const root = document.createElement('section');
    const fits = root.appendChild(tableBox(700, 700));
    let width = 1200;
    const resized = root.appendChild(tableBox(0, 700));
    Object.defineProperty(resized, 'scrollWidth', { configurable: true, get: () => width });
    markScrollingTables(root);
    expect(fits.hasAttribute('tabindex')).toBe(false);
    expect(resized.tabIndex).toBe(0);
    width = 700;
    markScrollingTables(root);
    expect(resized.hasAttribute('tabindex')).toBe(false);
    expect(resized.hasAttribute('role')).toBe(false);
  });

  it('a box that has its own tab stop is left as its author made it', () => {
    const root = document.createElement('section');
    const box = root.appendChild(tableBox(1200, 700));
    box.tabIndex = -1;
    markScrollingTables(root);
    expect(box.tabIndex).toBe(-1);
    expect(box.hasAttribute('role')).toBe(false);
  });
});
