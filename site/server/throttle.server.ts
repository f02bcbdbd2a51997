import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { formatCount } from '#src/lib/format/formatCount.ts';
import { clientAddress } from './clientAddress.server.ts';

/**
 * Throttling of the forms that guess or spend something: signing in, registering, asking for a
 * password-reset mail and setting a password from a link. Each is counted per account (the e-mail,
 * normalised) and per address (`clientAddress`, set by the site's own server; where it is unknown,
 * per account only). Counts live in this process's memory, or in Redis when `REDIS_URL` is set so
 * that every replica of the site shares them.
 *
 * An attempt is counted before the API is asked, so a burst of requests sent at once cannot slip
 * past the limit while the first answers are on their way; it is given back when the API could not
 * answer (the person did nothing wrong), and a sign-in that succeeds clears the account's count and
 * gives the address its attempt back. So only failures add up: the demo and the test journeys, which
 * sign in many times from one address with the right password, never meet the limits.
 */

/** What a throttle check answers: go on, or refuse with 429 and how long to wait. */
export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/** How many attempts a key may make in a window; one more and it waits `seconds` from then. */
export interface ThrottleRule {
  points: number;
  seconds: number;
}

/**
 * The limits and the environment variable that tunes each (`points/seconds`, e.g. `10/900`).
 * Failed sign-ins: 10 in a row for one account, then 15 minutes of waiting, while an address may
 * fail 100 times an hour over all the accounts it tries. Reset mails: 3 per account in 15 minutes.
 */
export const throttleDefaults = {
  loginAccount: { env: 'THROTTLE_LOGIN_ACCOUNT', points: 10, seconds: 15 * 60 },
  loginAddress: { env: 'THROTTLE_LOGIN_ADDRESS', points: 100, seconds: 60 * 60 },
  registerAddress: { env: 'THROTTLE_REGISTER_ADDRESS', points: 20, seconds: 60 * 60 },
  forgotAccount: { env: 'THROTTLE_FORGOT_ACCOUNT', points: 3, seconds: 15 * 60 },
  forgotAddress: { env: 'THROTTLE_FORGOT_ADDRESS', points: 20, seconds: 60 * 60 },
  resetAccount: { env: 'THROTTLE_RESET_ACCOUNT', points: 10, seconds: 15 * 60 },
  resetAddress: { env: 'THROTTLE_RESET_ADDRESS', points: 30, seconds: 60 * 60 },
} as const;

export type LimiterName = keyof typeof throttleDefaults;

/** The form each limit guards, and which of its limits count the account and the address. */
const guarded = {
  login: { account: 'loginAccount', address: 'loginAddress' },
  register: { account: null, address: 'registerAddress' },
  forgotPassword: { account: 'forgotAccount', address: 'forgotAddress' },
  resetPassword: { account: 'resetAccount', address: 'resetAddress' },
} as const satisfies Record<string, { account: LimiterName | null; address: LimiterName }>;

export type ThrottledForm = keyof typeof guarded;

/** A rule from `points/seconds` in the environment, or the default when unset or malformed. */
function ruleFromEnvironment(name: LimiterName): ThrottleRule {
  const fallback = throttleDefaults[name];
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(process.env[fallback.env] ?? '');
  const points = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  return match && points >= 1 && seconds >= 1
    ? { points, seconds }
    : { points: fallback.points, seconds: fallback.seconds };
}

/** How long the first throttled request waits for Redis to connect. */
const redisConnectWaitMs = 2_000;
/** How long one count may take in Redis before the in-memory limiter counts instead. */
const redisAnswerWaitMs = 1_000;

/** What `rate-limiter-flexible`'s Redis limiter uses of the `redis` package's client. */
interface RedisClient {
  connect(): Promise<unknown>;
  destroy(): void;
  on(event: 'error' | 'ready', listener: (error?: Error) => void): unknown;
}

interface Limiters {
  byName: Record<LimiterName, RateLimiterAbstract>;
  close: () => void;
}

let limiters: Promise<Limiters> | null = null;

function memoryLimiter(name: LimiterName, rule: ThrottleRule): RateLimiterMemory {
  return new RateLimiterMemory({
    keyPrefix: name,
    points: rule.points,
    duration: rule.seconds,
    blockDuration: rule.seconds,
  });
}

/**
 * The limiters in Redis: one connection for them all. While Redis is not ready (still connecting, or
 * gone) or is slow to answer, every count goes to an in-memory limiter of the same rule instead of
 * waiting (`rejectIfRedisNotReady`, a timeout, and an insurance limiter), so a Redis outage throttles
 * per process rather than taking sign-in down.
 */
async function redisLimiters(url: string, rules: Record<LimiterName, ThrottleRule>) {
  const { createClient } = await import('redis');
  const client = createClient({ url }) as unknown as RedisClient;
  // The log names the host only: the URL may carry the password.
  const where = URL.canParse(url) ? new URL(url).host : 'REDIS_URL';
  let complained = false;
  // Without a listener a lost connection would stop the process; the client reconnects by itself,
  // and the log says so once per outage, not per attempt.
  client.on('error', (error) => {
    if (complained) return;
    complained = true;
    console.error(`[throttle] Redis (${where}) unavailable, counting in memory: ${error?.message}`);
  });
  client.on('ready', () => {
    complained = false;
  });
  // The first count waits a moment for the connection, so a server that just started shares its
  // counts at once; past that, Redis is waited for no longer (the insurance limiter counts).
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.connect().catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, redisConnectWaitMs);
    }),
  ]);
  clearTimeout(timer);
  const byName = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({
          storeClient: client,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          keyPrefix: `trellis:throttle:${name}`,
          points: rule.points,
          duration: rule.seconds,
          blockDuration: rule.seconds,
          insuranceLimiter: memoryLimiter(name as LimiterName, rule),
        }),
        timeoutMs: redisAnswerWaitMs,
        // The wrapper hands this on to the insurance limiter it takes over.
        blockDuration: rule.seconds,
      }),
    ]),
  ) as Limiters['byName'];
  return { byName, close: () => client.destroy() };
}

function loadLimiters(): Promise<Limiters> {
  limiters ??= (async () => {
    const rules = Object.fromEntries(
      Object.keys(throttleDefaults).map((name) => [name, ruleFromEnvironment(name as LimiterName)]),
    ) as Record<LimiterName, ThrottleRule>;
    const url = process.env.REDIS_URL?.trim();
    if (url) return redisLimiters(url, rules);
    const byName = Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => [name, memoryLimiter(name as LimiterName, rule)]),
    ) as Record<string, RateLimiterAbstract> as Limiters['byName'];
    return { byName, close: () => undefined };
  })();
  return limiters;
}

/**
 * Forgets every count and reads the limits and `REDIS_URL` again (tests; the Redis connection, if
 * any, is closed).
 */
export async function resetThrottles(): Promise<void> {
  const previous = limiters;
  limiters = null;
  if (previous) (await previous).close();
}

/** An account's key: the e-mail as the API matches it, hashed so no address is written to Redis. */
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

/** The keys an attempt is counted under, account first (its refusal is the one a person can act on). */
function keysOf(form: ThrottledForm, request: Request, email?: string) {
  const { account, address } = guarded[form];
  const keys: Array<{ limiter: LimiterName; key: string }> = [];
  if (account && email !== undefined) keys.push({ limiter: account, key: accountKey(email) });
  const from = clientAddress(request);
  if (from !== null) keys.push({ limiter: address, key: from });
  return keys;
}

function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * Counts one attempt of a form (per account when `email` is given, and per address) before the API
 * is asked. Refused when any of its limits is used up: then nothing else is counted, and the verdict
 * says how many seconds to wait. A store failure the insurance limiter could not take lets the attempt
 * through, logged: a broken counter must not lock everyone out.
 */
export async function consumeAttempt(
  form: ThrottledForm,
  request: Request,
  email?: string,
): Promise<ThrottleVerdict> {
  const { byName } = await loadLimiters();
  const taken: Array<{ limiter: LimiterName; key: string }> = [];
  for (const entry of keysOf(form, request, email)) {
    try {
      await byName[entry.limiter].consume(entry.key);
      taken.push(entry);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) {
        console.error(`[throttle] ${entry.limiter} could not count:`, refusal);
        continue;
      }
      await giveBack(byName, taken);
      return { blocked: true, retryAfterSeconds: retryAfterSeconds(refusal) };
    }
  }
  return { blocked: false };
}

async function giveBack(
  byName: Limiters['byName'],
  entries: Array<{ limiter: LimiterName; key: string }>,
) {
  await Promise.all(
    entries.map(({ limiter, key }) =>
      byName[limiter].reward(key).catch((error: unknown) => {
        console.error(`[throttle] ${limiter} could not give an attempt back:`, error);
      }),
    ),
  );
}

/** Gives back the attempt `consumeAttempt` counted, when the API could not answer it. */
export async function refundAttempt(
  form: ThrottledForm,
  request: Request,
  email?: string,
): Promise<void> {
  const { byName } = await loadLimiters();
  await giveBack(byName, keysOf(form, request, email));
}

/**
 * A sign-in succeeded: the account's failures are forgotten and the address gets its attempt back, so
 * only failures count (and a person who finally remembers the password starts afresh).
 */
export async function recordLoginSuccess(request: Request, email: string): Promise<void> {
  const { byName } = await loadLimiters();
  const [account, ...address] = keysOf('login', request, email);
  await Promise.all([
    byName.loginAccount.delete(account!.key).catch((error: unknown) => {
      console.error('[throttle] loginAccount could not be cleared:', error);
    }),
    giveBack(byName, address),
  ]);
}

/** What a refused form says. */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${formatCount(minutes, { one: 'minute', other: 'minutes' })} and try again.`;
}

/** The headers of a refused answer. */
export function throttledHeaders(retryAfterSeconds: number): HeadersInit {
  return { 'Retry-After': String(retryAfterSeconds) };
}

/**
 * A throttled form's route `headers`: the page's own headers plus the action's `Retry-After`. (React
 * Router keeps only an action's cookies on the page answer unless the route says otherwise.)
 */
export function withActionRetryAfter({
  parentHeaders,
  actionHeaders,
}: {
  parentHeaders?: Headers;
  actionHeaders?: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders?.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
