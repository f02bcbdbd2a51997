import { Router } from 'express';
import type { ImpersonationResponse } from '#src/lib/api/types.ts';
import { isAdmin, requireSession } from '../auth/currentUser.ts';
import { issueToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { forbidden, idParam, notFound } from '../http/errors.ts';
import { findUserById } from '../users.ts';

/**
 * POST /users/{id}/impersonate: an admin gets a token that acts as user {id}; the token remembers the
 * admin (`tokens.impersonator_id`), so GET /account can say who is behind it.
 */
export function impersonationRoutes(db: Database): Router {
  const router = Router();

  router.post('/users/:id/impersonate', async (req, res) => {
    const id = idParam(req.params.id, 'User not found');
    const { user: admin, impersonatorId } = await requireSession(db, req);
    // An impersonation token acts as its user, never as the admin behind it.
    if (!isAdmin(admin) || impersonatorId !== null) throw forbidden();
    const user = await findUserById(db, id);
    if (!user) throw notFound('User not found');
    if (isAdmin(user)) throw forbidden('Admins cannot be impersonated.');

    const token = await issueToken(db, user.id, { impersonatorId: admin.id });
    const body: ImpersonationResponse = {
      ...token,
      user_id: user.id,
      impersonator_id: admin.id,
    };
    res.set('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
