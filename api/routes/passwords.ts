import { Router, type Request } from 'express';
import type { DataResponse, WelcomeWire } from '#src/lib/api/types.ts';
import {
  consumePasswordToken,
  createPasswordToken,
  findPasswordToken,
  passwordLink,
  type PasswordTokenKind,
} from '../auth/passwordTokens.ts';
import { hashPassword, minimumPasswordLength } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { HttpError, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import {
  addError,
  bodyOf,
  requireEmail,
  requireMinLength,
  requireString,
} from '../http/validate.ts';
import { resetPasswordMail } from '../mail/passwordMails.ts';
import { sendMail } from '../mail/outbox.ts';
import { findUserByEmail } from '../users.ts';

export const invalidResetLinkMessage = 'This password reset link is invalid or has expired.';
export const invalidInvitationMessage = 'This invitation link is invalid or has already been used.';

const invalidLinkMessage: Record<PasswordTokenKind, string> = {
  reset: invalidResetLinkMessage,
  welcome: invalidInvitationMessage,
};

interface PasswordChange {
  email: string;
  token: string;
  password: string;
}

/** The fields of POST /password/reset and /password/welcome/reset, or 422. */
function readPasswordChange(body: Record<string, unknown>): PasswordChange {
  const errors: FieldErrors = {};
  const email = requireEmail(errors, body);
  const token = requireString(errors, body, 'token', { max: 512 });
  const password = requireString(errors, body, 'password', { trim: false, max: 1024 });
  requireMinLength(errors, 'password', password, minimumPasswordLength);
  if (password && !errors.password && body.password_confirmation !== password) {
    addError(errors, 'password', 'The password confirmation does not match.');
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { email, token, password };
}

/** The `email` and `token` of a link's query string (empty when missing). */
function linkQuery(req: Request) {
  const value = (name: string) => (typeof req.query[name] === 'string' ? req.query[name] : '');
  return { email: value('email').trim(), token: value('token').trim() };
}

/**
 * Sets the password of the user a live link belongs to and uses the link up, in one transaction.
 * Every bearer token of the user is revoked: whoever knew the old password is signed out.
 */
async function changePassword(db: Database, kind: PasswordTokenKind, change: PasswordChange) {
  const live = await findPasswordToken(db, kind, change.email, change.token);
  if (!live) throw validationError({ token: [invalidLinkMessage[kind]] });
  const passwordHash = await hashPassword(change.password);
  await db.transaction(async (tx) => {
    if (!(await consumePasswordToken(tx, live.id))) {
      throw validationError({ token: [invalidLinkMessage[kind]] });
    }
    await tx.query('UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2', [
      passwordHash,
      live.user.id,
    ]);
    await tx.query('DELETE FROM tokens WHERE user_id = $1', [live.user.id]);
  });
}

export interface PasswordRouteOptions {
  /** The site's address, for the links in e-mails (no trailing slash needed). */
  siteUrl: string;
}

/** Forgotten passwords (reset links by e-mail) and first-time passwords (invitations). */
export function passwordRoutes(db: Database, { siteUrl }: PasswordRouteOptions): Router {
  const router = Router();

  router.post('/password/forgot', async (req, res) => {
    const body = bodyOf(req.body);
    const errors: FieldErrors = {};
    // `token` is the site's fixed reset token (docs/spec/platform.md §7); this API does not need it.
    const email = requireEmail(errors, body);
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const user = await findUserByEmail(db, email);
    if (!user) {
      throw new HttpError(400, {
        status: 'no-such-user',
        message: 'No user with that email address exists.',
      });
    }
    await db.transaction(async (tx) => {
      const token = await createPasswordToken(tx, user.id, 'reset');
      const link = passwordLink(siteUrl, 'reset-password', user.email, token);
      await sendMail(tx, resetPasswordMail(user, link));
    });
    res.json({ message: 'We have e-mailed your password reset link.' });
  });

  router.post('/password/reset', async (req, res) => {
    await changePassword(db, 'reset', readPasswordChange(bodyOf(req.body)));
    res.json({ message: 'Your password has been reset.' });
  });

  router.get('/password/welcome', async (req, res) => {
    const { email, token } = linkQuery(req);
    const live = await findPasswordToken(db, 'welcome', email, token);
    if (!live) throw notFound(invalidInvitationMessage);
    res.set('Cache-Control', 'private, no-store');
    const body: DataResponse<WelcomeWire> = {
      data: { email: live.user.email, first_name: live.user.first_name },
    };
    res.json(body);
  });

  router.post('/password/welcome/reset', async (req, res) => {
    await changePassword(db, 'welcome', readPasswordChange(bodyOf(req.body)));
    res.json({ message: 'Your password has been set.' });
  });

  router.delete('/password/welcome/delete', async (req, res) => {
    const { email, token } = linkQuery(req);
    const live = await findPasswordToken(db, 'welcome', email, token);
    if (!live || !(await consumePasswordToken(db, live.id))) {
      throw notFound(invalidInvitationMessage);
    }
    res.status(204).end();
  });

  return router;
}
