import { describe, expect, it } from 'vitest';
import type { AccountWire } from '#src/lib/api/types.ts';
import {
  accountBubbleState,
  accountRoles,
  activeDesignId,
  designStatusLabel,
  designStatusLabels,
  hasAnyRole,
  isActiveCoach,
  isActiveDesignStatus,
  isAdmin,
  isAuthenticated,
  isBusinessOwner,
  isCoach,
} from './account.ts';

function account(overrides: Partial<AccountWire> = {}): AccountWire {
  return {
    id: 7,
    email: 'rosa@example.com',
    first_name: 'Rosa',
    last_name: 'Fields',
    timezone: 'America/Chicago',
    role: 'customer',
    coach: false,
    has_zoom: false,
    ...overrides,
  };
}

const activeCoach = account({ role: 'coach', coach: true, has_zoom: true, coach_status: 'active' });

describe('isAuthenticated', () => {
  it('is true for an account with an id', () => {
    expect(isAuthenticated(account())).toBe(true);
  });

  it('is false for no account or an account without an id', () => {
    expect(isAuthenticated(null)).toBe(false);
    expect(isAuthenticated(undefined)).toBe(false);
    expect(isAuthenticated({})).toBe(false);
    expect(isAuthenticated({ email: 'rosa@example.com' })).toBe(false);
  });
});

describe('coaches', () => {
  it('counts the coach flag, whichever name the API uses', () => {
    expect(isCoach(account({ coach: true }))).toBe(true);
    expect(isCoach(account({ isCoach: true }))).toBe(true);
    expect(isCoach(account())).toBe(false);
    expect(isCoach({ coach: true })).toBe(false);
  });

  it('calls a coach active only with the coach flag, zoom and status active', () => {
    expect(isActiveCoach(activeCoach)).toBe(true);
    expect(isActiveCoach({ ...activeCoach, coach: false })).toBe(false);
    expect(isActiveCoach({ ...activeCoach, has_zoom: false })).toBe(false);
    expect(isActiveCoach({ ...activeCoach, coach_status: 'paused' })).toBe(false);
    expect(isActiveCoach({ ...activeCoach, coach_status: null })).toBe(false);
  });

  it('does not trust a stale isActiveCoach field over the rule', () => {
    expect(isActiveCoach(account({ isActiveCoach: true }))).toBe(false);
  });
});

describe('admins and business owners', () => {
  it('recognises an admin by role', () => {
    expect(isAdmin(account({ role: 'admin' }))).toBe(true);
    expect(isAdmin(account({ role: 'coach' }))).toBe(false);
    expect(isAdmin({ role: 'admin' })).toBe(false);
  });

  it('recognises a business owner by provider id', () => {
    expect(isBusinessOwner(account({ provider_id: 12 }))).toBe(true);
    expect(isBusinessOwner(account({ provider_id: null }))).toBe(false);
    expect(isBusinessOwner(account())).toBe(false);
  });
});

describe('accountBubbleState', () => {
  it('uses the account status the API sends', () => {
    expect(accountBubbleState(account({ status: 'suspended' }))).toBe('suspended');
    expect(accountBubbleState({ ...activeCoach, status: 'inactive' })).toBe('inactive');
    expect(accountBubbleState(account({ status: 'active' }))).toBe('active');
  });

  it('follows the coach status when the account has none', () => {
    expect(accountBubbleState(activeCoach)).toBe('active');
    expect(accountBubbleState({ ...activeCoach, has_zoom: false })).toBe('inactive');
    expect(accountBubbleState({ ...activeCoach, coach_status: 'paused' })).toBe('inactive');
    expect(accountBubbleState({ ...activeCoach, coach_status: 'suspended' })).toBe('suspended');
  });

  it('is active for any other signed-in account and inactive for a visitor', () => {
    expect(accountBubbleState(account())).toBe('active');
    expect(accountBubbleState(null)).toBe('inactive');
  });
});

describe('route guards', () => {
  it('lists the role and the coach flag as roles', () => {
    expect(accountRoles(account({ role: 'customer', coach: true }))).toEqual(['customer', 'coach']);
    expect(accountRoles(account({ role: 'admin' }))).toEqual(['admin']);
    expect(accountRoles(null)).toEqual([]);
  });

  it('lets an account in when it holds any of the listed roles', () => {
    expect(hasAnyRole(account({ role: 'admin' }), ['admin'])).toBe(true);
    expect(hasAnyRole(activeCoach, ['admin', 'coach'])).toBe(true);
    expect(hasAnyRole(account({ role: 'customer', coach: true }), ['coach'])).toBe(true);
  });

  it('keeps an account out when it holds none of the listed roles', () => {
    expect(hasAnyRole(account({ role: 'customer' }), ['admin', 'coach'])).toBe(false);
  });

  it('lets any signed-in account through a route that lists no roles, and never a visitor', () => {
    expect(hasAnyRole(account(), [])).toBe(true);
    expect(hasAnyRole(null, [])).toBe(false);
    expect(hasAnyRole({ role: 'admin' }, ['admin'])).toBe(false);
  });
});

describe('design statuses', () => {
  it('labels each status as the specification says', () => {
    expect(designStatusLabels).toEqual({
      created: 'Homework',
      scheduling: 'Needs Scheduling',
      call_upcoming: 'Call Upcoming',
      in_design: 'In Design',
      complete: 'Complete',
    });
    expect(designStatusLabel('call_upcoming')).toBe('Call Upcoming');
  });

  it('has no label for closed or unknown statuses', () => {
    expect(designStatusLabel('closed')).toBeNull();
    expect(designStatusLabel('archived')).toBeNull();
    expect(designStatusLabel('toString')).toBeNull();
    expect(designStatusLabel(undefined)).toBeNull();
  });

  it('counts complete and closed designs as not active', () => {
    expect(isActiveDesignStatus('complete')).toBe(false);
    expect(isActiveDesignStatus('closed')).toBe(false);
    expect(isActiveDesignStatus('in_design')).toBe(true);
    expect(isActiveDesignStatus(undefined)).toBe(false);
  });

  it('finds the first design that is neither closed nor complete', () => {
    expect(
      activeDesignId({ '3': 'complete', '5': 'closed', '8': 'scheduling', '9': 'created' }),
    ).toBe('8');
    expect(activeDesignId({ '12': 'in_design', '4': 'complete' })).toBe('12');
  });

  it('finds no active design when all are done or there are none', () => {
    expect(activeDesignId({ '3': 'complete', '5': 'closed' })).toBeNull();
    expect(activeDesignId({})).toBeNull();
    expect(activeDesignId(undefined)).toBeNull();
  });
});
