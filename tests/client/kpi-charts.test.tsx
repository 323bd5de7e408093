// @vitest-environment jsdom
/**
 * The SVG day charts: value ticks and date labels, the drawn points where the values put them,
 * the tooltip on pointing and on the arrow keys, the screen-reader summary, and the 'Таблица'
 * toggle that shows the same days as a table.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../../src/components/charts/BarChart';
import { ChartCard } from '../../src/components/charts/ChartCard';
import { LineChart } from '../../src/components/charts/LineChart';
import { Sparkline } from '../../src/components/charts/Sparkline';
import { compactNumber, labelIndexes, niceTicks, shortDate } from '../../src/components/charts/scale';
import type { ChartSeries } from '../../src/components/charts/types';
import { formatNumber } from '../../src/components/format';
import { t } from '../../texts/t';

const series = (id: string, values: number[], from = 18): ChartSeries => ({
  id,
  label: id === 'a' ? 'Выполненные заказы' : 'Подозрительные заказы',
  color: id === 'a' ? '#1f5f7a' : '#c62828',
  points: values.map((value, index) => ({ date: `2026-11-${String(from + index).padStart(2, '0')}`, value, text: formatNumber(value) })),
});

describe('chart scales and labels', () => {
  it('puts value ticks on round steps from 0 to at least the highest value', () => {
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(950)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(2_345_678).at(-1)).toBeGreaterThanOrEqual(2_345_678);
  });

  it('writes days as Russian short dates', () => {
    expect(shortDate('2026-11-21')).toBe('21\u00a0ноя');
    expect(shortDate('2026-05-01', true)).toBe('1\u00a0мая\u00a02026');
    expect(shortDate('2027-01-09')).toBe('9\u00a0янв');
  });

  it('labels no more days than fit, evenly, starting with the first', () => {
    expect(labelIndexes(14, 20)).toHaveLength(14);
    const ninety = labelIndexes(90, 10);
    expect(ninety[0]).toBe(0);
    expect(ninety.length).toBeLessThanOrEqual(10);
    expect(ninety[1]).toBe(9);
  });

  it('shortens axis numbers', () => {
    expect(compactNumber(950)).toBe('950');
    expect(compactNumber(1500)).toBe('1,5\u00a0тыс');
    expect(compactNumber(2_000_000)).toBe('2\u00a0млн');
  });
});

describe('LineChart', () => {
  // jsdom has no layout: the chart draws at its fallback width of 640 px, the plot from x 56 to 628.
  const renderLine = () => render(<LineChart title="Заказы по дням" series={[series('a', [0, 50, 100])]} area height={220} />);

  it('draws the points where the values put them, with the area under the line', () => {
    const { container } = renderLine();
    const paths = container.querySelectorAll('[data-series="a"] path');
    expect(paths).toHaveLength(2);
    // 0, 50 and 100 on an axis topping at 100: baseline y 196, middle 103, top 10.
    expect(paths[1]?.getAttribute('d')).toBe('M56 196 L342 103 L628 10');
    expect(paths[0]?.getAttribute('d')).toBe('M56 196 L342 103 L628 10 L628 196 L56 196 Z');
  });

  it('labels the days with short dates and the values with ticks', () => {
    const { container } = renderLine();
    const labels = [...container.querySelectorAll('text[data-axis="x"]')].map((node) => node.textContent);
    expect(labels).toEqual(['18\u00a0ноя', '19\u00a0ноя', '20\u00a0ноя']);
    const img = screen.getByRole('img');
    for (const tick of ['0', '25', '50', '75', '100']) expect(within(img as unknown as HTMLElement).getByText(tick)).toBeTruthy();
  });

  it('summarises the chart for screen readers', () => {
    renderLine();
    const label = screen.getByRole('img').getAttribute('aria-label') ?? '';
    expect(label).toContain('Заказы по дням');
    expect(label).toContain('18\u00a0ноя\u00a02026 – 20\u00a0ноя\u00a02026');
    expect(label).toContain('от 0 до 100');
    expect(label).toContain('последний день 100');
  });

  it('shows the exact value of the day under the pointer', () => {
    const { container } = renderLine();
    const overlay = container.querySelector('rect[fill="transparent"]');
    if (overlay === null) throw new Error('no pointer overlay');
    fireEvent.mouseMove(overlay, { clientX: 342 });
    const tooltip = screen.getByRole('status');
    expect(tooltip.textContent).toContain('19\u00a0ноя\u00a02026');
    expect(tooltip.textContent).toContain('Выполненные заказы: 50');
    fireEvent.mouseMove(overlay, { clientX: 600 });
    expect(tooltip.textContent).toContain('Выполненные заказы: 100');
    fireEvent.mouseLeave(overlay);
    expect(tooltip.textContent).toBe('');
  });

  it('moves along the days with the arrow keys once focused', () => {
    renderLine();
    const group = screen.getByRole('group', { name: new RegExp(t('kpi.charts.hint')) });
    fireEvent.focus(group);
    const tooltip = screen.getByRole('status');
    expect(tooltip.textContent).toContain('20\u00a0ноя\u00a02026');
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(tooltip.textContent).toContain('Выполненные заказы: 50');
    fireEvent.keyDown(group, { key: 'Home' });
    expect(tooltip.textContent).toContain('Выполненные заказы: 0');
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(tooltip.textContent).toContain('18\u00a0ноя\u00a02026');
    fireEvent.keyDown(group, { key: 'End' });
    expect(tooltip.textContent).toContain('Выполненные заказы: 100');
  });

  it('shows every series of the day in the tooltip, with a legend', () => {
    render(<LineChart title="Заказы по дням" series={[series('a', [5, 7]), series('b', [1, 0])]} />);
    fireEvent.focus(screen.getByRole('group', { name: new RegExp(t('kpi.charts.hint')) }));
    const tooltip = screen.getByRole('status');
    expect(tooltip.textContent).toContain('Выполненные заказы: 7');
    expect(tooltip.textContent).toContain('Подозрительные заказы: 0');
    const legend = screen.getByRole('list', { name: t('kpi.charts.legend') });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Выполненные заказы', 'Подозрительные заказы']);
  });
});

describe('BarChart', () => {
  it('draws a bar per day, its height the day’s share of the axis', () => {
    const { container } = render(<BarChart title="Новые водители по дням" series={[series('a', [2, 4, 0, 8])]} height={220} />);
    const bars = [...container.querySelectorAll('rect[data-series="a"]')];
    expect(bars).toHaveLength(4);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    // Axis 0..8 over a 186 px plot.
    expect(heights).toEqual([46.5, 93, 0, 186]);
    fireEvent.focus(screen.getByRole('group', { name: new RegExp(t('kpi.charts.hint')) }));
    fireEvent.keyDown(screen.getByRole('group', { name: new RegExp(t('kpi.charts.hint')) }), { key: 'ArrowLeft' });
    expect(screen.getByRole('status').textContent).toContain('Выполненные заказы: 0');
  });
});

describe('Sparkline', () => {
  it('is one image named by its summary', () => {
    render(<Sparkline series={series('a', [3, 9, 6])} />);
    const label = screen.getByRole('img').getAttribute('aria-label') ?? '';
    expect(label).toContain('Выполненные заказы');
    expect(label).toContain('от 3 до 9');
    expect(label).toContain('последний день 6');
  });
});

describe('ChartCard', () => {
  it('swaps the chart for a table of the days with the totals', () => {
    const data = [series('a', [1200, 1500]), series('b', [3, 4])];
    render(
      <ChartCard title="Заказы по дням" series={data} totals={['2 700', '7']}>
        <LineChart title="Заказы по дням" series={data} />
      </ChartCard>,
    );
    const toggle = screen.getByRole('button', { name: t('kpi.charts.table') });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
    const table = screen.getByRole('table', { name: 'Заказы по дням' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [t('kpi.day'), 'Выполненные заказы', 'Подозрительные заказы'],
      ['18\u00a0ноя\u00a02026', '1\u00a0200', '3'],
      ['19\u00a0ноя\u00a02026', '1\u00a0500', '4'],
      [t('kpi.total'), '2 700', '7'],
    ]);
    fireEvent.click(toggle);
    expect(screen.getByRole('img')).toBeTruthy();
  });
});
