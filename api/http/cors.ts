import type { RequestHandler } from 'express';

/**
 * Browsers reach this API directly only for the real-time socket and in local development; the site
 * otherwise calls it server-side or through its own /api door. Allowed: pages served from this machine
 * (any port), and the origins listed in `extraOrigins`.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  extraOrigins: readonly string[],
): boolean {
  if (!origin) return false;
  if (extraOrigins.includes(origin)) return true;
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  } catch {
    return false;
  }
}

export function cors(extraOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (isAllowedOrigin(origin, extraOrigins)) {
      res.vary('Origin');
      res.setHeader('Access-Control-Allow-Origin', origin!);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
        res.setHeader(
          'Access-Control-Allow-Headers',
          'Authorization, Content-Type, Accept, X-Impersonating, X-Requested-With',
        );
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
