import type { Request } from 'express';
import type { Database } from '../db/database.ts';
import { findUserById, type UserRow } from '../users.ts';
import { bearerToken, userIdForToken } from './tokens.ts';

/** The user of the request's bearer token, or null (no token, unknown or expired token). */
export async function currentUser(db: Database, req: Request): Promise<UserRow | null> {
  const token = bearerToken(req.headers.authorization);
  if (!token) return null;
  const userId = await userIdForToken(db, token);
  return userId === null ? null : findUserById(db, userId);
}

/** The request says it is made while an admin impersonates the user (the site's impersonation header). */
export function isImpersonating(req: Request): boolean {
  return req.get('X-Impersonating')?.trim().toLowerCase() === 'true';
}
