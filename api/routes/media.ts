import express, { type RequestHandler } from 'express';

const oneYearMs = 365 * 24 * 60 * 60 * 1000;

/**
 * Demo images, cached for a year (their names never change meaning). SVGs opened on their own may not
 * run script or load anything.
 */
export function mediaRoutes(mediaDir: string): RequestHandler {
  return express.static(mediaDir, {
    maxAge: oneYearMs,
    immutable: true,
    index: false,
    dotfiles: 'ignore',
    redirect: false,
    setHeaders(res, filePath) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (filePath.endsWith('.svg')) {
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
    },
  });
}
