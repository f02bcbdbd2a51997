import type { RequestHandler } from 'express';

/**
 * One line per request: method, path, status, milliseconds. Never the query string, headers or body,
 * which may carry tokens or passwords.
 */
export function requestLog(log: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = req.originalUrl.split('?')[0] ?? '/';
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}
