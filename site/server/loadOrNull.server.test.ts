import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOrNull } from './loadOrNull.server.ts';

describe('loadOrNull', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers what the load answers', async () => {
    await expect(loadOrNull(async () => [1, 2], '[x] could not load:')).resolves.toEqual([1, 2]);
  });

  it('answers null and logs the failure with its message when the load fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = async (): Promise<number[]> => {
      throw new Error('API 503');
    };
    await expect(loadOrNull(failing, '[account] could not load orders:')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('[account] could not load orders:', 'API 503');
  });
});
