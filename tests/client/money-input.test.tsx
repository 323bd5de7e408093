// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { AdminContext, Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ChargeInputSchema, CorrectionInputSchema } from '../../schemas/ledger';
import { correctionInput, correctionSummary, validateCorrection } from '../../resources/drivers/detail/correction';
import { MoneyInput } from '../../src/components/MoneyInput';
import { hasSign, moneyInputText } from '../../src/components/moneyText';
import { zodFieldErrors } from '../../src/components/zodValidation';
import { t } from '../../texts/t';
import { i18nProvider } from '../../src/i18n';

const NBSP = '\u00a0';

describe('a sum in a money input', () => {
  it('shows stored sums with the Russian comma and grouped thousands', () => {
    expect(moneyInputText('0.00')).toBe('0,00');
    expect(moneyInputText('-1234.5')).toBe(`-1${NBSP}234,50`);
    expect(moneyInputText(0)).toBe('0,00');
    expect(moneyInputText('1 234,50')).toBe(`1${NBSP}234,50`);
    expect(moneyInputText(null)).toBe('');
    // Text that is not a sum stays as typed, so its error reads against what the person wrote.
    expect(moneyInputText('12,345')).toBe('12,345');
  });

  it('takes «1 234,50» and «1234.50» alike, and asks for an erased sum in Russian', () => {
    const charge = { kind: 'rent', description: 'Аренда', period: 'once', starts_on: '2026-11-21', times: 1 };
    expect(ChargeInputSchema.parse({ ...charge, amount: '1 234,50' }).amount).toBe(123_450);
    expect(ChargeInputSchema.parse({ ...charge, amount: '1234.50' }).amount).toBe(123_450);
    expect(zodFieldErrors(ChargeInputSchema, { ...charge, amount: null })).toEqual({ amount: t('fleet.validation.amountRequired') });
    expect(zodFieldErrors(ChargeInputSchema, charge)).toEqual({ amount: t('fleet.validation.amountRequired') });
    expect(zodFieldErrors(ChargeInputSchema, { ...charge, amount: 'сто' })).toEqual({ amount: t('fleet.validation.money') });
  });

  it('tells a signed sum', () => {
    expect(hasSign('+500')).toBe(true);
    expect(hasSign(' -300')).toBe(true);
    expect(hasSign('500')).toBe(false);
    expect(hasSign(null)).toBe(false);
  });

  it('reads «0,00» when left, shows what is typed while focused, and nothing once erased', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Form defaultValues={{ balance_limit: '0.00' }}>
          <MoneyInput source="balance_limit" label={t('fleet.fields.balance_limit')} />
        </Form>
      </AdminContext>,
    );
    const input = screen.getByLabelText<HTMLInputElement>(t('fleet.fields.balance_limit'));
    expect(input.value).toBe('0,00');
    expect(input.inputMode).toBe('decimal');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1234.5' } });
    expect(input.value).toBe('1234.5');
    fireEvent.blur(input);
    expect(input.value).toBe(`1${NBSP}234,50`);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input.value).toBe('');
  });
});

describe('a correction: direction, unsigned sum, confirmation', () => {
  
  it('signs the sum by the chosen direction', () => {
    expect(correctionInput({ direction: 'credit', amount: '500', reason: 'Бонус' })).toEqual({ amount: '500', reason: 'Бонус' });
    expect(correctionInput({ direction: 'debit', amount: '1 300,50', reason: 'Штраф' })).toEqual({ amount: '-1 300,50', reason: 'Штраф' });
    expect(CorrectionInputSchema.parse(correctionInput({ direction: 'debit', amount: '1 300,50', reason: 'Штраф' })).amount).toBe(-130_050);
    expect(correctionInput({ direction: 'debit', amount: null, reason: 'Штраф' })).toEqual({ amount: null, reason: 'Штраф' });
  });

  it('needs a direction, a sum without a sign, and a sum at all', () => {
    expect(validateCorrection({ direction: 'credit', amount: '500', reason: 'Бонус за смену' })).toEqual({});
    expect(validateCorrection({ direction: null, amount: '500', reason: 'Бонус за смену' })).toEqual({ direction: t('drivers.correction.directionRequired') });
    expect(validateCorrection({ direction: 'debit', amount: '-300', reason: 'Штраф за опоздание' })).toEqual({
      amount: t('fleet.validation.amountUnsigned'),
    });
    expect(validateCorrection({ direction: 'credit', amount: null, reason: 'Бонус за смену' })).toEqual({
      amount: t('fleet.validation.amountRequired'),
    });
  });

  it('confirms the signed sum and the balance after it', () => {
    expect(correctionSummary({ direction: 'debit', amount: '300', reason: 'Штраф' }, '1000.00')).toEqual({
      credit: false,
      label: `Списание 300,00${NBSP}₽`,
      signed: '-300.00',
      balanceAfter: '700.00',
    });
    expect(correctionSummary({ direction: 'credit', amount: '1 234,5', reason: 'Бонус' }, '-100.00')).toMatchObject({
      signed: '1234.50',
      balanceAfter: '1134.50',
    });
    expect(correctionSummary({ direction: 'credit', amount: '500', reason: 'Бонус' }, undefined)?.balanceAfter).toBeNull();
  });

  it('gives no preview beside an error: over the limit, without a direction, with a sign', () => {
    expect(correctionSummary({ direction: 'credit', amount: '99999999999', reason: 'Бонус' }, '0.00')).toBeNull();
    expect(correctionSummary({ direction: null, amount: '500', reason: 'Бонус' }, '0.00')).toBeNull();
    expect(correctionSummary({ direction: 'credit', amount: '+500', reason: 'Бонус' }, '0.00')).toBeNull();
  });
});
