// @vitest-environment jsdom
/** GeneratedForm's screen-made lines (schemas/resource-form.ts): slots, radio, live-shown lines, own checks. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { AdminContext, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineScopedForm } from '../../schemas/resource-form';
import { GeneratedForm } from '../../src/components/generated/GeneratedForm';
import { i18nProvider } from '../../src/i18n';

const form = defineScopedForm({
  schema: z.object({ side: z.enum(['left', 'right']), period: z.string(), times: z.number(), note: z.string() }),
  save: 'Сохранить',
  check: (values): Record<string, string> => (values.side === 'left' || values.side === 'right' ? {} : { side: 'Выберите сторону' }),
  sections: [
    { lines: [{ source: 'side', label: 'Сторона', kind: 'radio', choices: { left: 'Слева', right: 'Справа' } }] },
    { slot: 'between', lines: [] },
    {
      lines: [
        { source: 'period', label: 'Период', kind: 'slot' },
        { source: 'times', label: 'Раз', kind: 'number', whileValues: (values) => values.period !== 'once' },
        { source: 'note', label: 'Заметка', kind: 'multiline' },
      ],
    },
  ],
});

function renderForm(onSave: (values: Record<string, unknown>) => Promise<unknown>, period = 'once') {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <GeneratedForm
        declaration={form}
        record={{ side: null, period, times: 1, note: '' }}
        onSave={onSave}
        slots={{ between: <p>Блок экрана</p>, period: <output aria-label="Период">сделано экраном</output> }}
      />
    </AdminContext>,
  );
}

describe('GeneratedForm lines', { timeout: 30_000 }, () => {
  it('draws the screen’s slots, radios, and a line only while the values hold', async () => {
    renderForm(vi.fn());
    expect(await screen.findByText('Блок экрана')).toBeTruthy();
    expect(screen.getByLabelText('Период').textContent).toBe('сделано экраном');
    expect(screen.getByRole('radio', { name: 'Слева' })).toBeTruthy();
    expect(screen.queryByLabelText('Раз')).toBeNull();
  });

  it('shows a live-shown line when the values hold from the start', async () => {
    renderForm(vi.fn(), 'daily');
    expect(await screen.findByLabelText('Раз')).toBeTruthy();
  });

  it('checks with the form’s own check, then puts the server’s field errors at the inputs', async () => {
    const onSave = vi.fn(async () => {
      throw new HttpError('Проверьте поля', 400, { errors: { note: 'Слишком коротко' } });
    });
    renderForm(onSave);
    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Выберите сторону')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Справа' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Слишком коротко')).toBeTruthy();
  });
});
