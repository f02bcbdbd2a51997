import { Router } from 'express';
import type { DataResponse, ProductWire } from '#src/lib/api/types.ts';
import type { Database } from '../db/database.ts';
import { idParam, notFound, validationError } from '../http/errors.ts';
import { findProduct, listProducts } from '../products.ts';

const orders = ['asc', 'desc'] as const;

/** Design and coaching products, with the lines of their price cards. No sign-in needed. */
export function productRoutes(db: Database): Router {
  const router = Router();

  /** `type` filters (garden-design, coaching-session…); `order` sorts by price, `asc` by default. */
  router.get('/products', async (req, res) => {
    const { type, order = 'asc' } = req.query;
    if (typeof order !== 'string' || !(orders as readonly string[]).includes(order.toLowerCase())) {
      throw validationError({ order: ["The selected order is invalid: use 'asc' or 'desc'."] });
    }
    if (type !== undefined && typeof type !== 'string') {
      throw validationError({ type: ['The type must be a string.'] });
    }
    const direction = order.toLowerCase() === 'desc' ? 'DESC' : 'ASC';
    const body: DataResponse<ProductWire[]> = {
      data: await listProducts(db, type?.trim() || null, direction),
    };
    res.json(body);
  });

  router.get('/products/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Product not found');
    const product = await findProduct(db, id);
    if (!product) throw notFound('Product not found');
    const body: DataResponse<ProductWire> = { data: product };
    res.json(body);
  });

  return router;
}
