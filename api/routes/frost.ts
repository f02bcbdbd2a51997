import { Router } from 'express';
import type { FrostResultWire } from '#src/lib/api/types.ts';
import { nearestStation } from '../frost/lookup.ts';

/**
 * GET /frost-calc?zip=: the frost dates of the weather station nearest to a US zip code. A zip that
 * is not five digits or not a known US zip answers the error flag (200), as the site expects.
 */
export function frostRoutes(): Router {
  const router = Router();
  router.get('/frost-calc', (req, res) => {
    const zip = typeof req.query.zip === 'string' ? req.query.zip.trim() : '';
    const station = nearestStation(zip);
    const body: { data: FrostResultWire } = station
      ? {
          data: {
            zip,
            error: false,
            station_name: station.name,
            altitude: station.elevation,
            last_spring: station.lastSpring,
            first_fall: station.firstFall,
            completeness: station.completeness,
          },
        }
      : { data: { zip, error: true } };
    res.json(body);
  });
  return router;
}
