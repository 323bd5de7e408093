/**
 * Per-user rules in the one access function both sides call, and the rules screen's checklist:
 * only what the group opens and has a screen, so a rule can only narrow.
 */
import { describe, expect, it } from 'vitest';
import { canAccess } from '../../schemas/access';
import { isRulePath, ruleProblem } from '../../schemas/user-rules';
import { resourceDefinitions } from '../../src/root/sections';
import { ruleChecklist } from '../../resources/users/ruleChecklist';
import { buildRouteTable } from '../../src/root/routeTable';
import { textsAt } from '../../texts/t';

const table = buildRouteTable(resourceDefinitions);

describe('canAccess with a user’s rules', () => {
  it('closes a denied section with all its pages, and a denied page only', () => {
    expect(canAccess('a', 4, '/drivers/list/all', ['/drivers'])).toBe(false);
    expect(canAccess('a', 4, '/drivers/detail/5/balance', ['/drivers'])).toBe(false);
    expect(canAccess('a', 4, '/drivers/list/all', ['/drivers/blacklist'])).toBe(true);
    expect(canAccess('a', 4, '/drivers/blacklist', ['/drivers/blacklist'])).toBe(false);
    // A prefix of a word is not a page: /drivers/list does not close /drivers/listing.
    expect(canAccess('a', 4, '/drivers/listing', ['/drivers/list'])).toBe(true);
  });

  it('never widens: the group’s refusal stands whatever the rules say', () => {
    expect(canAccess('a', 3, '/drivers/list/all', [])).toBe(false);
    expect(canAccess('a', 4, '/users/entity', ['/drivers'])).toBe(false);
    expect(canAccess('b', 4, '/kpi/main', [])).toBe(false);
  });

  it('keeps public paths public', () => {
    expect(canAccess('a', 4, '/login', ['/drivers'])).toBe(true);
  });
});

describe('rule paths', () => {
  it('names a section other than home or one of its pages', () => {
    expect(isRulePath('/drivers')).toBe(true);
    expect(isRulePath('/drivers/blacklist')).toBe(true);
    expect(isRulePath('/home')).toBe(false);
    expect(isRulePath('/')).toBe(false);
    expect(isRulePath('/drivers/list/all')).toBe(false);
    expect(isRulePath('/nowhere')).toBe(false);
  });

  it('refuses what the group does not open', () => {
    expect(ruleProblem('a', 4, '/users/entity')).toBe('notInGroup');
    expect(ruleProblem('a', 1, '/users/entity')).toBeNull();
    expect(ruleProblem('b', 4, '/transfers')).toBe('notInGroup');
    expect(ruleProblem('a', 4, '/drivers/list/all')).toBe('unknown');
  });
});

describe('the rules checklist', () => {
  it('lists, for a group, the sections it opens that have screens, with their pages', () => {
    const sections = ruleChecklist(resourceDefinitions, table, 'a', 4);
    const paths = sections.map((section) => section.path);
    expect(paths).toContain('/drivers');
    expect(paths).toContain('/users');
    expect(paths).not.toContain('/home');
    const users = sections.find((section) => section.path === '/users');
    expect(users?.pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/users/users', '/users/offer']));
    // /users/entity is for groups 1 and 2: group 4 has nothing there to narrow.
    expect(users?.pages.map((page) => page.path)).not.toContain('/users/entity');
    const drivers = sections.find((section) => section.path === '/drivers');
    expect(drivers?.pages.find((page) => page.path === '/drivers/blacklist')?.label).toBe(textsAt('users.pages./drivers/blacklist'));
    for (const section of sections) {
      expect(ruleProblem('a', 4, section.path)).toBeNull();
      for (const page of section.pages) expect(ruleProblem('a', 4, page.path)).toBeNull();
    }
  });

  it('offers group 3 nothing under reading a (home only), nor group 4 the users section under reading b', () => {
    expect(ruleChecklist(resourceDefinitions, table, 'a', 3)).toEqual([]);
    const underB = ruleChecklist(resourceDefinitions, table, 'b', 4).map((section) => section.path);
    expect(underB).toEqual(['/drivers']);
  });
});
