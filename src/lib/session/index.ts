export {
  accountBubbleState,
  accountBubbleStates,
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
  type AccountBubbleState,
  type AccountLike,
} from './account.ts';
export {
  SessionProvider,
  useSession,
  type InlineAuthKind,
  type InlineAuthResult,
  type SessionValue,
} from './SessionProvider.tsx';
