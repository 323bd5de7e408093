// @vitest-environment jsdom
/** GeneratedForm as a row of a settings table (`layout: 'row'`) and its `checks` line (schemas/resource-form.ts). */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineScopedForm } from '../../schemas/resource-form';
import { GeneratedForm } from '../../src/components/generated/GeneratedForm';

const row = defineScopedForm({
  schema: z.object({ enabled: z.boolean(), channels: z.array(z.enum(['cabinet', 'sms'])), threshold: z.string().nullable().optional() }),
  layout: 'row',
  save: 'Сохранить',
  sections: [
    {
      lines: [
        { source: 'enabled', label: 'Сообщать' },
        { source: 'channels', label: 'Куда сообщать', kind: 'checks', choices: { cabinet: 'В кабинете', sms: 'SMS' } },
        { source: 'threshold', label: 'Порог', when: (record) => record.event === 'low' },
      ],
    },
  ],
});

const renderRow = (event: string, onSave: (values: Record<string, unknown>) => Promise<unknown>) =>
  render(
    <AdminContext>
      <GeneratedForm declaration={row} record={{ event, enabled: true, channels: ['cabinet'], threshold: null }} onSave={onSave} />
    </AdminContext>,
  );

describe('GeneratedForm as a row', { timeout: 30_000 }, () => {
  it('saves the row’s switch, checked channels and threshold together with its button', async () => {
    const onSave = vi.fn(async (_values: Record<string, unknown>) => undefined);
    renderRow('low', onSave);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'SMS' }));
    fireEvent.change(screen.getByLabelText('Порог'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ enabled: true, channels: ['cabinet', 'sms'], threshold: '500' });
  });

  it('leaves out a line the record has no use for', async () => {
    renderRow('other', vi.fn());
    expect(await screen.findByRole('checkbox', { name: 'В кабинете' })).toBeTruthy();
    expect(screen.queryByLabelText('Порог')).toBeNull();
  });

  it('puts the server’s field error under the threshold', async () => {
    renderRow('low', async () => {
      throw new HttpError('Проверьте поля', 400, { errors: { threshold: 'Введите сумму' } });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите сумму')).toBeTruthy();
  });
});
