// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FrostResultWire } from '#src/lib/api/types.ts';
import { distanceKm, nearestStation } from '../frost/lookup.ts';
import { frostStations } from '../frost/stations.ts';
import { startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function lookup(zip: string) {
  const response = await api.request(`/frost-calc?zip=${encodeURIComponent(zip)}`);
  return { status: response.status, body: (await response.json()) as { data: FrostResultWire } };
}

describe('GET /frost-calc', () => {
  it('answers the frost dates of the station nearest to a zip code', async () => {
    const { status, body } = await lookup('97214');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      zip: '97214',
      error: false,
      station_name: 'PORTLAND INTL AIRPORT',
      altitude: 6,
      last_spring: '01/04',
      first_fall: '08/11',
      completeness: 'S',
    });
  });

  it('answers the error flag for an unknown zip and for one that is not five digits', async () => {
    for (const zip of ['00000', '9721', 'abcde', ''])
      expect((await lookup(zip)).body).toEqual({ data: { zip, error: true } });
  });
});

describe('the frost station table', () => {
  it('has a station in every state and DC, with day/month dates and a completeness code', () => {
    expect(new Set(frostStations.map((station) => station.state)).size).toBe(51);
    for (const station of frostStations) {
      expect(station.lastSpring).toMatch(/^\d{2}\/\d{2}$/);
      expect(station.firstFall).toMatch(/^\d{2}\/\d{2}$/);
      expect(['S', 'R', 'P', 'E']).toContain(station.completeness);
    }
  });

  it('picks the nearest station by great-circle distance', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      111.19,
      1,
    );
    expect(nearestStation('10001')?.name).toBe('NEWARK LIBERTY INTL');
    expect(nearestStation('80202')?.name).toBe('DENVER INTL AIRPORT');
  });
});
