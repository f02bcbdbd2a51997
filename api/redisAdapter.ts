import type { Server } from 'socket.io';

/** The packages the Redis adapter needs; installed only where REDIS_URL is used (docs/scaling.md). */
export const redisAdapterPackages = ['@socket.io/redis-adapter@8.3.0', 'redis@6.3.1'] as const;

/** What this file uses of `redis` (createClient) and `@socket.io/redis-adapter` (createAdapter). */
interface RedisClient {
  connect(): Promise<unknown>;
  duplicate(): RedisClient;
  close(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}
interface RedisModule {
  createClient(options: { url: string }): RedisClient;
}
interface RedisAdapterModule {
  createAdapter(pub: RedisClient, sub: RedisClient): Parameters<Server['adapter']>[0];
}

/** Imports an optional package by a name the type checker does not resolve (it may be absent). */
async function importOptional<T>(name: string): Promise<T> {
  try {
    return (await import(name)) as T;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `REDIS_URL is set but the package "${name}" cannot be loaded (${reason}). ` +
        `Install ${redisAdapterPackages.join(' and ')}, or unset REDIS_URL to keep rooms in this process.`,
      { cause: error },
    );
  }
}

/**
 * Rooms shared by every API process connected to the same Redis (socket.io's Redis adapter over
 * pub/sub): a message emitted to a room by one process reaches sockets connected to another. Fails
 * loudly when Redis or the packages are missing, rather than quietly keeping rooms per process.
 * Returns how to disconnect.
 */
export async function useRedisAdapter(io: Server, url: string): Promise<() => Promise<void>> {
  const redisModuleName = 'redis';
  const adapterModuleName = '@socket.io/redis-adapter';
  const { createClient } = await importOptional<RedisModule>(redisModuleName);
  const { createAdapter } = await importOptional<RedisAdapterModule>(adapterModuleName);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // Without listeners a lost connection would crash the process; the clients reconnect by themselves.
  for (const client of [pub, sub]) {
    client.on('error', (error) => console.error(`Redis (${url}): ${error.message}`));
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    // The clients retry an unreachable server forever: give up after a while instead.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in 10 s')), 10_000);
    });
    await Promise.race([Promise.all([pub.connect(), sub.connect()]), timeout]);
  } catch (error) {
    await Promise.allSettled([pub.close(), sub.close()]);
    throw new Error(`REDIS_URL is set but Redis at ${url} cannot be reached.`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.close(), sub.close()]);
  };
}
