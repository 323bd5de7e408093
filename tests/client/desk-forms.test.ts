/**
 * What the desk's forms send and refuse, checked with the wire schemas themselves: the blacklist
 * (a park driver or a person), a new goal (every working driver or chosen ones), a goal's edit;
 * and the dates as the desk shows them.
 */
import { describe, expect, it } from 'vitest';
import { goalPayload, validateGoal } from '../../resources/drivers/goals/GoalCreateDialog';
import { goalUpdatePayload } from '../../resources/drivers/goals/GoalEditDialog';
import { createSchemaOf } from '../../schemas/resource';
import { inputsOf } from '../../schemas/resource-inputs';
import { blacklist } from '../../resources/drivers/blacklist/resource';
import { formatDate, formatDateTime } from '../../src/components/dates';
import { wireValues } from '../../src/components/generated/inputOf';
import { fieldErrorText, zodFieldErrors } from '../../src/components/zodValidation';
import { t } from '../../texts/t';

describe('blacklist form (generated from its schema)', () => {
  const validate = (values: Record<string, unknown>) => {
    const schema = createSchemaOf(blacklist);
    return zodFieldErrors(schema, wireValues(values, inputsOf(schema)));
  };

  it('offers a park driver picker, the person fields and a multiline reason', () => {
    expect(inputsOf(createSchemaOf(blacklist)).map((input) => [input.source, input.kind])).toEqual([
      ['driver_id', 'driver'],
      ['full_name', 'text'],
      ['phone', 'phone'],
      ['licence_number', 'text'],
      ['reason', 'multiline'],
    ]);
  });

  it('requires the reason, and a person needs a name and a phone or licence', () => {
    expect(validate({ full_name: '', reason: '' })).toEqual({
      full_name: t('fleet.validation.required'),
      phone: t('fleet.validation.required'),
      reason: t('fleet.validation.required'),
    });
    expect(validate({ full_name: 'Петров Пётр', licence_number: '7712345678', reason: 'Долг' })).toEqual({});
  });

  it('takes a chosen park driver without the person fields', () => {
    expect(validate({ driver_id: 12, reason: 'Долг' })).toEqual({});
  });

  it("shows a form-level error at a house input as text, whichever way react-admin wrapped it", () => {
    expect(fieldErrorText(t('fleet.validation.required'))).toBe(t('fleet.validation.required'));
    expect(fieldErrorText({ message: t('fleet.validation.required') })).toBe(t('fleet.validation.required'));
    expect(fieldErrorText(undefined)).toBeNull();
  });
});

describe('new goal form', () => {
  const goal = { title: 'Неделя', date_from: '2026-11-16', date_to: '2026-11-22', target_trips: '20', reward: '1500', aggregator_id: '' };

  it('sends the reward as typed and driver_ids only for chosen participants', () => {
    expect(goalPayload({ ...goal, participants: 'all', driver_ids: [4, 5] })).toEqual(goal);
    expect(goalPayload({ ...goal, participants: 'chosen', driver_ids: [4, 5] })).toEqual({ ...goal, driver_ids: [4, 5] });
  });

  it('shows the schema messages at their fields', () => {
    expect(validateGoal({ ...goal, participants: 'all' })).toEqual({});
    expect(validateGoal({ ...goal, title: ' ', target_trips: '0', reward: 'сто', participants: 'all' })).toEqual({
      title: t('fleet.validation.required'),
      target_trips: t('fleet.validation.targetTrips'),
      reward: t('fleet.validation.money'),
    });
    expect(validateGoal({ ...goal, date_to: '2026-11-01', participants: 'all' })).toEqual({ date_to: t('fleet.validation.dateRange') });
    // Emptied inputs (null) get the schema's Russian messages, not zod's English type errors.
    expect(validateGoal({ ...goal, reward: null, date_from: null, participants: 'all' })).toEqual({
      reward: t('fleet.validation.money'),
      date_from: t('fleet.validation.day'),
    });
  });

  it('needs at least one driver when the participants are chosen', () => {
    expect(validateGoal({ ...goal, participants: 'chosen', driver_ids: [] })).toEqual({ driver_ids: t('desk.goals.chooseAtLeastOne') });
  });

  it('edits send an emptied description as null', () => {
    expect(goalUpdatePayload({ title: 'Неделя', description: '  ', active: false })).toEqual({
      title: 'Неделя',
      description: null,
      active: false,
    });
  });
});

describe('dates', () => {
  it('shows park days as they are and instants in the browser clock, never wrapped', () => {
    expect(formatDate('2026-11-21')).toBe('21.11.2026');
    const instant = new Date(2026, 10, 21, 7, 5).toISOString();
    expect(formatDateTime(instant)).toBe('21.11.2026\u00a007:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
