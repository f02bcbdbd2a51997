import { Router, type Request } from 'express';
import type { DataResponse, WelcomeWire } from '#src/lib/api/types.ts';
import {
  changePassword,
  invalidInvitationMessage,
  readPasswordChange,
} from '../auth/passwordChange.ts';
import {
  consumePasswordToken,
  createPasswordToken,
  findPasswordToken,
  passwordLink,
} from '../auth/passwordTokens.ts';
import type { Database } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { bodyOf, emailOf } from '../http/validate.ts';
import { resetPasswordMail } from '../mail/passwordMails.ts';
import { sendMail } from '../mail/outbox.ts';
import { findUserByEmail } from '../users.ts';

/** The `email` and `token` of a link's query string (empty when missing). */
function linkQuery(req: Request) {
  const value = (name: string) => (typeof req.query[name] === 'string' ? req.query[name] : '');
  return { email: value('email').trim(), token: value('token').trim() };
}

export interface PasswordRouteOptions {
  /** The site's address, for the links in e-mails (no trailing slash needed). */
  siteUrl: string;
}

/** Forgotten passwords (reset links by e-mail) and first-time passwords (invitations). */
export function passwordRoutes(db: Database, { siteUrl }: PasswordRouteOptions): Router {
  const router = Router();

  router.post('/password/forgot', async (req, res) => {
    // `token` is the site's fixed reset token (docs/spec/platform.md §7); this API does not need it.
    const email = emailOf(bodyOf(req.body));

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
