import type { Request } from 'express';
import type { Database } from '../db/database.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import { findUserById, type UserRow } from '../users.ts';
import { bearerToken, ownerOfToken } from './tokens.ts';

/** The signed-in user of a request, and the admin impersonating them through the token (if any). */
export interface Session {
  user: UserRow;
  /** The bearer token's row (`tokens.id`): this session, which a logout ends. */
  tokenId: number;
  /** The admin acting as the user through an impersonation token, or null. */
  impersonatorId: number | null;
  /** Made while impersonating: an impersonation token, or the site's impersonation header. */
  impersonated: boolean;
}

/** The session of the request's bearer token, or null (no token, unknown or expired token). */
export async function currentSession(db: Database, req: Request): Promise<Session | null> {
  const token = bearerToken(req.headers.authorization);
  if (!token) return null;
  const owner = await ownerOfToken(db, token);
  if (!owner) return null;
  const user = await findUserById(db, owner.userId);
  if (!user) return null;
  const { impersonatorId, tokenId } = owner;
  return {
    user,
    tokenId,
    impersonatorId,
    impersonated: impersonatorId !== null || isImpersonating(req),
  };
}

/** The user of the request's bearer token, or null (no token, unknown or expired token). */
export async function currentUser(db: Database, req: Request): Promise<UserRow | null> {
  return (await currentSession(db, req))?.user ?? null;
}

/** The session, or 401 "Unauthenticated.". */
export async function requireSession(db: Database, req: Request): Promise<Session> {
  const session = await currentSession(db, req);
  if (!session) throw unauthenticated();
  return session;
}

export function isAdmin(user: Pick<UserRow, 'role'>): boolean {
  return user.role === 'admin';
}

/** The person themself, or an admin. */
export function mayActFor(user: Pick<UserRow, 'id' | 'role'>, userId: number): boolean {
  return user.id === userId || isAdmin(user);
}

/**
 * The session of someone allowed to act for user `userId` (that user or an admin): 401 without a
 * valid token, 403 for anyone else.
 */
export async function requireActingFor(
  db: Database,
  req: Request,
  userId: number,
): Promise<Session> {
  const session = await requireSession(db, req);
  if (!mayActFor(session.user, userId)) throw forbidden();
  return session;
}

/**
 * The request says it is made while an admin impersonates the user (the site's impersonation header).
 */
export function isImpersonating(req: Request): boolean {
  return req.get('X-Impersonating')?.trim().toLowerCase() === 'true';
}
