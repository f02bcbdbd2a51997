import { Router } from 'express';
import type { DataResponse, OrderWire } from '#src/api/types.ts';
import { isAdmin, requireActingFor, requireSession } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import { forbidden, idParam, notFound, validationError } from '../http/errors.ts';
import { bodyOf } from '../http/validate.ts';
import { findOrderByUuid, ordersOfUser } from '../orders.ts';
import type { UserRow } from '../users.ts';

const orderNotFound = () => notFound('Order not found');

/** The buyer, the order's coach and admins see an order; to anyone else it does not exist. */
const maySee = (user: UserRow, order: OrderWire) =>
  user.id === order.user_id || user.id === order.coach_id || isAdmin(user);

/** Orders of design and coaching products. */
export function orderRoutes(db: Database): Router {
  const router = Router();

  router.get('/users/:id/orders', async (req, res) => {
    const userId = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, userId);
    res.set('Cache-Control', 'private, no-store');
    const body: DataResponse<OrderWire[]> = { data: await ordersOfUser(db, userId) };
    res.json(body);
  });

  router.get('/orders/uuid/:uuid', async (req, res) => {
    const { user } = await requireSession(db, req);
    const order = await findOrderByUuid(db, req.params.uuid);
    if (!order || !maySee(user, order)) throw orderNotFound();
    res.set('Cache-Control', 'private, no-store');
    const body: DataResponse<OrderWire> = { data: order };
    res.json(body);
  });

  /** The buyer (or an admin) attaches the pre-session questionnaire's answers. */
  router.put('/orders/uuid/:uuid', async (req, res) => {
    const { user } = await requireSession(db, req);
    const order = await findOrderByUuid(db, req.params.uuid);
    if (!order || !maySee(user, order)) throw orderNotFound();
    if (user.id !== order.user_id && !isAdmin(user)) throw forbidden();

    const body = bodyOf(req.body);
    if (body.survey_results_id !== undefined) {
      const raw = body.survey_results_id;
      const resultId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
      if (order.product.survey_id === null) {
        throw validationError({ survey_results_id: ['This order has no questionnaire.'] });
      }
      const valid =
        typeof resultId === 'number' &&
        Number.isSafeInteger(resultId) &&
        (
          await db.query(
            'SELECT 1 FROM survey_results WHERE id = $1 AND survey_id = $2 AND user_id = $3',
            [resultId, order.product.survey_id, order.user_id],
          )
        ).rows.length > 0;
      if (!valid) {
        throw validationError({
          survey_results_id: ['The selected survey results id is invalid.'],
        });
      }
      await db.query('UPDATE orders SET survey_results_id = $1 WHERE id = $2', [
        resultId,
        order.id,
      ]);
    }
    res.set('Cache-Control', 'private, no-store');
    const updated: DataResponse<OrderWire> = { data: (await findOrderByUuid(db, order.uuid))! };
    res.json(updated);
  });

  return router;
}
