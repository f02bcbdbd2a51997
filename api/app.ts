import { createServer, type Server as HttpServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { Server as SocketServer } from 'socket.io';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { cors, isAllowedOrigin } from './http/cors.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { requestLog } from './http/requestLog.ts';
import { stripeKeysFromEnv, type StripeKeys } from './payments.ts';
import { Presence } from './presence.ts';
import { attachRealtime, conversationBroadcast } from './realtime.ts';
import { useRedisAdapter } from './redisAdapter.ts';
import { accountRoutes } from './routes/account.ts';
import { coachingRoutes } from './routes/coaching.ts';
import { designRoutes } from './routes/designs.ts';
import { contentRoutes } from './routes/content.ts';
import { conversationRoutes } from './routes/conversations.ts';
import { directoryRoutes } from './routes/directory.ts';
import { discountRoutes } from './routes/discounts.ts';
import { formRoutes } from './routes/forms.ts';
import { frostRoutes } from './routes/frost.ts';
import { gardenRoutes } from './routes/gardens.ts';
import { imageRoutes } from './routes/images.ts';
import { impersonationRoutes } from './routes/impersonation.ts';
import { mediaRoutes } from './routes/media.ts';
import { optInRoutes } from './routes/optIn.ts';
import { orderRoutes } from './routes/orders.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { pageRoutes } from './routes/pages.ts';
import { passwordRoutes } from './routes/passwords.ts';
import { paymentSourceRoutes } from './routes/paymentSources.ts';
import { podcastRoutes } from './routes/podcasts.ts';
import { productRoutes } from './routes/products.ts';
import { providerRoutes } from './routes/providers.ts';
import { quizRoutes } from './routes/quizzes.ts';
import { realtimeRoutes } from './routes/realtime.ts';
import { shopRoutes } from './routes/shop.ts';
import { stripeRoutes } from './routes/stripe.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { surveyRoutes } from './routes/surveys.ts';
import { userRoutes } from './routes/users.ts';
import { seedDatabase } from './seed/seed.ts';

export const defaultMediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
export const defaultSiteUrl = 'http://localhost:3000';

export interface ApiServerOptions {
  /** A data directory (created when missing), or `'memory'` / `'memory://'`. Default `'memory'`. */
  dataDir?: string;
  /** Write the demo content into an empty database. Default true. */
  seed?: boolean;
  /** Also write the pages the end-to-end tests use (`e2e/…`). Default false. */
  seedE2E?: boolean;
  /** Where GET /media/<file> reads from. Default api/media. */
  mediaDir?: string;
  /** Receives one line per request (method, path, status, ms). Default: nothing is logged. */
  log?: (line: string) => void;
  /** Browser origins allowed besides this machine's own (CORS for the socket and the JSON API). */
  corsOrigins?: readonly string[];
  /** The site's address, for links in e-mails (password reset, invitations). Default http://localhost:3000. */
  siteUrl?: string;
  /** Serve GET /dev/outbox (the e-mails the API would have sent). Default true. */
  exposeOutbox?: boolean;
  /**
   * Stripe's key pair; each key missing here is read from `STRIPE_PUBLISHABLE_KEY` /
   * `STRIPE_SECRET_KEY` (null when unset). docs/api/payments.md, "Card payments (Stripe)".
   */
  stripe?: Partial<StripeKeys>;
  /**
   * A Redis server (`redis://…`) through which several API processes share socket.io rooms; default
   * `REDIS_URL`. Unset: rooms live in this process only. docs/scaling.md, "Real time".
   */
  redisUrl?: string;
  /**
   * A ready database (migrated, and seeded as wanted) to serve instead of opening `dataDir`:
   * `dataDir`, `seed` and `seedE2E` are then not used, and nothing is migrated or seeded. The server
   * owns it from then on: `close()` closes it, and so does a start that fails. The tests' databases
   * opened from a template (api/testing/seededDatabase.ts).
   */
  db?: Database;
}

export interface ApiServer {
  /** Not yet listening: the caller picks the port. */
  httpServer: HttpServer;
  io: SocketServer;
  db: Database;
  /** Stops the socket server, the HTTP server (dropping open connections) and the database. */
  close(): Promise<void>;
}

export async function createApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const {
    dataDir = 'memory',
    seed = true,
    seedE2E = false,
    mediaDir = defaultMediaDir,
    log,
    corsOrigins = [],
    siteUrl = defaultSiteUrl,
    exposeOutbox = true,
    redisUrl = process.env.REDIS_URL?.trim() || undefined,
  } = options;
  const fromEnv = stripeKeysFromEnv();
  const stripe: StripeKeys = {
    publishableKey:
      options.stripe?.publishableKey !== undefined
        ? options.stripe.publishableKey
        : fromEnv.publishableKey,
    secretKey:
      options.stripe?.secretKey !== undefined ? options.stripe.secretKey : fromEnv.secretKey,
  };

  let db: Database;
  if (options.db) db = options.db;
  else {
    db = await openDatabase(dataDir);
    try {
      await migrate(db);
      if (seed) await seedDatabase(db, { e2e: seedE2E, siteUrl });
    } catch (error) {
      await db.close();
      throw error;
    }
  }

  // Who has an open real-time connection (coach cards' `online`).
  const presence = new Presence();

  const app = express();
  app.disable('x-powered-by');
  if (log) app.use(requestLog(log));
  app.use(cors(corsOrigins));
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));

  // The socket server first: project messages created over HTTP are also delivered live.
  const httpServer = createServer(app);
  const io = new SocketServer(httpServer, {
    serveClient: false,
    cors: {
      origin: (origin, callback) => callback(null, isAllowedOrigin(origin, corsOrigins)),
      credentials: true,
    },
  });
  let stopRedis: () => Promise<void> = async () => {};
  try {
    if (redisUrl) stopRedis = await useRedisAdapter(io, redisUrl);
  } catch (error) {
    await db.close();
    throw error;
  }
  attachRealtime(io, { db, presence, log });

  app.use('/media', mediaRoutes(mediaDir));
  app.use(pageRoutes(db));
  app.use(contentRoutes(db));
  app.use(accountRoutes(db));
  app.use(passwordRoutes(db, { siteUrl }));
  if (exposeOutbox) app.use(outboxRoutes(db));
  app.use(optInRoutes(db));
  app.use(podcastRoutes(db));
  app.use(frostRoutes());
  app.use(formRoutes(db));
  app.use(userRoutes(db));
  app.use(impersonationRoutes(db));
  app.use(imageRoutes(db));
  app.use(paymentSourceRoutes(db));
  app.use(stripeRoutes(stripe));
  app.use(productRoutes(db));
  app.use(discountRoutes(db));
  app.use(orderRoutes(db, stripe));
  app.use(coachingRoutes(db));
  app.use(surveyRoutes(db));
  app.use(designRoutes(db));
  app.use(quizRoutes(db));
  app.use('/shop', shopRoutes(db));
  app.use(directoryRoutes(db, presence));
  // Before the provider routes: /providers/subscriptions/available is not a business's slug.
  app.use(subscriptionRoutes(db, stripe));
  app.use(providerRoutes(db));
  app.use(gardenRoutes(db));
  app.use(realtimeRoutes(db));
  app.use(
    conversationRoutes(db, conversationBroadcast(io, db, log ?? ((line) => console.error(line)))),
  );
  app.use(notFoundHandler);
  app.use(errorHandler(log ?? ((line) => console.error(line))));

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      io.disconnectSockets(true);
      // io.close() also closes the HTTP server; its error (when it never listened) does not matter here.
      const stopped = new Promise<void>((resolve) => void io.close(() => resolve()));
      httpServer.closeAllConnections();
      await stopped;
      await stopRedis();
      await db.close();
    })();
    return closing;
  };

  return { httpServer, io, db, close };
}
