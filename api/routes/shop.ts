import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { Database } from '../db/database.ts';
import { readCookie } from '../http/cookies.ts';
import { notFound } from '../http/errors.ts';
import {
  addToCart,
  allProducts,
  cartWire,
  changeCartLine,
  clearCart,
  findMenu,
  productByHandle,
  readLine,
  requireAvailableVariant,
  touchCart,
} from '../shop.ts';
import {
  storefrontListPage,
  storefrontPolicyPage,
  storefrontProductPage,
} from '../storefrontPages.ts';

const cartCookieName = 'cart';
const cartLifetimeMs = 14 * 24 * 60 * 60 * 1000;
const cartTokenPattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The stand-in for the external store, under /shop, in the store's own shapes: product `.js`, the
 * cart (identified by the `cart` cookie, set when missing) and navigation menus.
 */
export function shopRoutes(db: Database): Router {
  const router = Router();

  /** The request's cart token; a new cart (and cookie) when it has none. */
  async function cartToken(req: Request, res: Response): Promise<string> {
    const fromCookie = readCookie(req.headers.cookie, cartCookieName);
    const token =
      fromCookie && cartTokenPattern.test(fromCookie)
        ? fromCookie
        : randomBytes(16).toString('hex');
    await touchCart(db, token);
    if (token !== fromCookie) {
      res.cookie(cartCookieName, token, {
        path: '/',
        maxAge: cartLifetimeMs,
        httpOnly: true,
        sameSite: 'lax',
      });
    }
    return token;
  }

  // The store's own pages, reached from the site's Shop links. Their links are written for where the
  // browser sees the store by default: behind the site's /api door.
  const storeBase = (req: Request) => `/api${req.baseUrl}`;

  router.get(['/', '/collections/all'], async (req, res) => {
    res.type('html').send(storefrontListPage(await allProducts(db), storeBase(req)));
  });

  router.get('/policies/refund-policy', (req, res) => {
    res.type('html').send(storefrontPolicyPage(storeBase(req)));
  });

  router.get('/products/:handle', async (req, res, next) => {
    if (req.params.handle.endsWith('.js')) return next();
    const product = (await allProducts(db)).find(
      (candidate) => candidate.handle === req.params.handle,
    );
    if (!product) throw notFound('Product not found');
    res.type('html').send(storefrontProductPage(product, storeBase(req)));
  });

  router.get('/products/:handle.js', async (req, res) => {
    res.json(await productByHandle(db, req.params.handle));
  });

  router.get('/cart.json', async (req, res) => {
    const token = await cartToken(req, res);
    res.set('Cache-Control', 'private, no-store');
    res.json(await cartWire(db, token));
  });

  async function add(req: Request, res: Response) {
    const { id, quantity } = readLine(req.query, req.body, { allowZero: false });
    await requireAvailableVariant(db, id);
    const token = await cartToken(req, res);
    // Like the store: the answer is the cart line as it now stands.
    res.json(await addToCart(db, token, id, quantity));
  }
  router.get('/cart/add.json', add);
  router.post('/cart/add.json', add);

  /** Sets a line's quantity (0 removes it) and answers the whole cart. */
  router.post('/cart/change.json', async (req, res) => {
    const { id, quantity } = readLine(req.query, req.body, { allowZero: true });
    const token = await cartToken(req, res);
    await changeCartLine(db, token, id, quantity);
    res.json(await cartWire(db, token));
  });

  router.post('/cart/clear.json', async (req, res) => {
    const token = await cartToken(req, res);
    await clearCart(db, token);
    res.json(await cartWire(db, token));
  });

  router.get('/navigation-api/:menu', async (req, res) => {
    res.json(await findMenu(db, req.params.menu));
  });

  return router;
}
