import type { AccountWire, DesignStatus, Role } from '#src/lib/api/types.ts';

/** The account as the site holds it: a full account once signed in, or nothing / an empty shell before. */
export type AccountLike = Partial<AccountWire> | null | undefined;

/** Authenticated means the account has an id (docs/spec/platform.md §4). */
export function isAuthenticated(account: AccountLike): account is AccountWire {
  return account != null && account.id != null;
}

/** The coach flag (the API sends `coach`; some payloads say `isCoach`). */
export function isCoach(account: AccountLike): boolean {
  return isAuthenticated(account) && (account.coach === true || account.isCoach === true);
}

/** A coach is active only when the coach flag, has_zoom and coach_status 'active' all hold. */
export function isActiveCoach(account: AccountLike): boolean {
  return isCoach(account) && account?.has_zoom === true && account.coach_status === 'active';
}

export function isAdmin(account: AccountLike): boolean {
  return isAuthenticated(account) && account.role === 'admin';
}

/** A business owner has a provider (business) id; one account may register one business. */
export function isBusinessOwner(account: AccountLike): boolean {
  return isAuthenticated(account) && typeof account.provider_id === 'number';
}

export const accountBubbleStates = ['active', 'inactive', 'suspended'] as const;
export type AccountBubbleState = (typeof accountBubbleStates)[number];

/**
 * The state the account bubble (the dot on the avatar) shows: the account's own status when the API
 * sends one; otherwise suspended when the coach is suspended, inactive for a coach who is not active
 * (no zoom, paused...) and for a visitor, and active for everyone else signed in.
 */
export function accountBubbleState(account: AccountLike): AccountBubbleState {
  if (!isAuthenticated(account)) return 'inactive';
  if (account.status && (accountBubbleStates as readonly string[]).includes(account.status))
    return account.status;
  if (isCoach(account)) {
    if (account.coach_status === 'suspended') return 'suspended';
    return isActiveCoach(account) ? 'active' : 'inactive';
  }
  return 'active';
}

/** The roles an account holds: its role, plus 'coach' when it carries the coach flag. */
export function accountRoles(account: AccountLike): Role[] {
  if (!isAuthenticated(account)) return [];
  const roles = new Set<Role>();
  if (account.role) roles.add(account.role);
  if (isCoach(account)) roles.add('coach');
  return [...roles];
}

/**
 * Whether a signed-in account may open a route that lists allowed roles. A route that lists none is
 * open to any signed-in account; a visitor never passes (the guard sends them to /login first).
 */
export function hasAnyRole(account: AccountLike, roles: readonly Role[]): boolean {
  if (!isAuthenticated(account)) return false;
  if (roles.length === 0) return true;
  const held = accountRoles(account);
  return roles.some((role) => held.includes(role));
}

/** What a design status reads as (docs/spec/platform.md §4). */
export const designStatusLabels = {
  created: 'Homework',
  scheduling: 'Needs Scheduling',
  call_upcoming: 'Call Upcoming',
  in_design: 'In Design',
  complete: 'Complete',
} as const satisfies Partial<Record<DesignStatus, string>>;

/** The label of a design status, or null for a status without one (closed, or one the API adds later). */
export function designStatusLabel(status: string | null | undefined): string | null {
  if (!status || !Object.prototype.hasOwnProperty.call(designStatusLabels, status)) return null;
  return designStatusLabels[status as keyof typeof designStatusLabels];
}

/** 'complete' and 'closed' designs are not active. */
export function isActiveDesignStatus(status: string | null | undefined): boolean {
  return Boolean(status) && status !== 'complete' && status !== 'closed';
}

/**
 * The active design of `designs_overview` (design id → status): the first design that is neither
 * closed nor complete, in the map's order (numeric ids come in ascending order), or null.
 */
export function activeDesignId(
  designsOverview: Record<string, DesignStatus | string> | null | undefined,
): string | null {
  for (const [id, status] of Object.entries(designsOverview ?? {})) {
    if (isActiveDesignStatus(status)) return id;
  }
  return null;
}
