import type { Database } from '../db/database.ts';
import { validationError, type FieldErrors } from '../http/errors.ts';
import { addError, requireEmail, requireMinLength, requireString } from '../http/validate.ts';
import {
  consumePasswordToken,
  findPasswordToken,
  type PasswordTokenKind,
} from './passwordTokens.ts';
import { hashPassword, minimumPasswordLength } from './passwords.ts';

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
export function readPasswordChange(body: Record<string, unknown>): PasswordChange {
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

/**
 * Sets the password of the user a live link belongs to and uses the link up, in one transaction.
 * Every bearer token of the user is revoked: whoever knew the old password is signed out.
 */
export async function changePassword(
  db: Database,
  kind: PasswordTokenKind,
  change: PasswordChange,
) {
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
