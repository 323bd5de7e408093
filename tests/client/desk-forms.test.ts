/**
 * What the desk's forms send and refuse, checked with the wire schemas themselves: the blacklist
 * (a park driver or a person), a new goal (every working driver or chosen ones), a goal's edit;
 * and the dates as the desk shows them.
 */
import { describe, expect, it } from 'vitest';
import { blacklistPayload, validateBlacklist } from '../../resources/drivers/blacklist/BlacklistAddDialog';
import { goalPayload, validateGoal } from '../../resources/drivers/goals/GoalCreateDialog';
import { goalUpdatePayload } from '../../resources/drivers/goals/GoalEditDialog';
import { formatDate, formatDateTime } from '../../src/components/dates';
import { ruDesk } from '../../texts/ru-desk';
import { ruFleet } from '../../texts/ru-fleet';

describe('blacklist form', () => {
  it('sends a park driver by id only, a person by name with phone and licence', () => {
    expect(blacklistPayload({ who: 'driver', driver_id: 12, full_name: 'left over', reason: 'Долг' })).toEqual({
      driver_id: 12,
      reason: 'Долг',
    });
    expect(blacklistPayload({ who: 'person', full_name: 'Петров Пётр', phone: '+79990000000', reason: 'Долг' })).toEqual({
      full_name: 'Петров Пётр',
      phone: '+79990000000',
      licence_number: undefined,
      reason: 'Долг',
    });
  });

  it('requires the reason, and a person needs a name and a phone or licence', () => {
    expect(validateBlacklist({ who: 'person', full_name: '', reason: '' })).toEqual({
      full_name: ruFleet.validation.required,
      phone: ruFleet.validation.required,
      reason: ruFleet.validation.required,
    });
    expect(validateBlacklist({ who: 'person', full_name: 'Петров Пётр', licence_number: '7712345678', reason: 'Долг' })).toEqual({});
  });

  it('requires a chosen driver when adding a park driver, and nothing else of a person', () => {
    expect(validateBlacklist({ who: 'driver', reason: 'Долг' })).toEqual({ driver_id: ruFleet.validation.required });
    expect(validateBlacklist({ who: 'driver', driver_id: 12, reason: 'Долг' })).toEqual({});
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
      title: ruFleet.validation.required,
      target_trips: ruFleet.validation.targetTrips,
      reward: ruFleet.validation.money,
    });
    expect(validateGoal({ ...goal, date_to: '2026-11-01', participants: 'all' })).toEqual({ date_to: ruFleet.validation.dateRange });
    // Emptied inputs (null) get the schema's Russian messages, not zod's English type errors.
    expect(validateGoal({ ...goal, reward: null, date_from: null, participants: 'all' })).toEqual({
      reward: ruFleet.validation.money,
      date_from: ruFleet.validation.date,
    });
  });

  it('needs at least one driver when the participants are chosen', () => {
    expect(validateGoal({ ...goal, participants: 'chosen', driver_ids: [] })).toEqual({ driver_ids: ruDesk.goals.chooseAtLeastOne });
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
