import { Router } from 'express';
import type { LoginResponse, RegisterResponse } from '#src/lib/api/types.ts';
import { currentSession } from '../auth/currentUser.ts';
import {
  decoyPasswordHash,
  hashPassword,
  minimumPasswordLength,
  verifyPassword,
} from '../auth/passwords.ts';
import { bearerToken, issueToken, revokeToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { HttpError, unauthenticated, validationError, type FieldErrors } from '../http/errors.ts';
import {
  bodyOf,
  requireEmail,
  requireMinLength,
  requireString,
  requireTimeZone,
} from '../http/validate.ts';
import { findUserByEmail, insertUser, toAccountWire } from '../users.ts';

/** Sign-in, registration, the signed-in account and logout. */
export function accountRoutes(db: Database): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const body = bodyOf(req.body);
    const errors: FieldErrors = {};
    const email = requireEmail(errors, body);
    const password = requireString(errors, body, 'password', { trim: false, max: 1024 });
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const user = await findUserByEmail(db, email);
    // The same answer, after the same work, whether the e-mail or the password is wrong.
    const valid = await verifyPassword(
      password,
      user?.password_hash ?? (await decoyPasswordHash()),
    );
    if (!user || !valid) throw new HttpError(401, 'Invalid credentials');

    const token: LoginResponse = await issueToken(db, user.id);
    res.json(token);
  });

  router.post('/users', async (req, res) => {
    const body = bodyOf(req.body);
    const errors: FieldErrors = {};
    const first_name = requireString(errors, body, 'first_name');
    const last_name = requireString(errors, body, 'last_name');
    const email = requireEmail(errors, body);
    if (!errors.email && (await findUserByEmail(db, email))) {
      errors.email = ['The email has already been taken.'];
    }
    const password = requireString(errors, body, 'password', { trim: false, max: 1024 });
    requireMinLength(errors, 'password', password, minimumPasswordLength);
    const timezone = requireTimeZone(errors, body);
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const password_hash = await hashPassword(password);
    let user;
    try {
      user = await insertUser(db, { first_name, last_name, email, password_hash, timezone });
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if ((error as { code?: string }).code === '23505') {
        throw validationError({ email: ['The email has already been taken.'] });
      }
      throw error;
    }
    const token = await issueToken(db, user.id);
    const response: RegisterResponse = { ...token, account: toAccountWire(user) };
    res.status(201).json(response);
  });

  router.get('/account', async (req, res) => {
    const session = await currentSession(db, req);
    if (!session) throw unauthenticated();
    res.set('Cache-Control', 'private, no-store');
    res.json({
      data: toAccountWire(session.user, {
        impersonated: session.impersonated,
        impersonatorId: session.impersonatorId,
      }),
    });
  });

  /**
   * Ends the session of the calling token and of no other: the person's other devices stay signed in,
   * and an impersonation token ends only the impersonation.
   */
  router.post('/logout', async (req, res) => {
    const token = bearerToken(req.headers.authorization);
    if (!token || !(await revokeToken(db, token))) throw unauthenticated();
    res.set('Cache-Control', 'no-store');
    res.status(204).end();
  });

  return router;
}
