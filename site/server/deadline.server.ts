import { AsyncLocalStorage } from 'node:async_hooks';
import { setMaxListeners } from 'node:events';
import { ApiError } from '#src/lib/api/client.ts';
import { resilienceConfig } from './config.server.ts';

/** Why a page's API calls were ended: its deadline passed (the message names it in the log). */
export class DeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`The page's API deadline of ${ms} ms passed`);
    this.name = 'DeadlineExceeded';
  }
}

export interface RequestDeadline {
  /** Fires when the deadline passes or the request ends (answered, or the visitor left). */
  readonly signal: AbortSignal;
  /** Whether it fired because the deadline passed. */
  readonly expired: () => boolean;
}

/** The deadline of the request being answered, set by the root's middleware (site/root.tsx). */
const current = new AsyncLocalStorage<RequestDeadline>();
/** Requests answered outside that middleware (tests, direct calls): one deadline per Request. */
const byRequest = new WeakMap<Request, RequestDeadline>();

/**
 * The deadline of a request's server-side API calls: every call made while the server answers one
 * request — its action, then its loaders, which run in parallel — shares it, and is aborted
 * `API_DEADLINE_MS` after the request began, or as soon as the request ends, whichever comes first.
 * So a hanging API costs a visitor at most the deadline, and no call outlives its request. (Calls the
 * browser makes through `/api` keep the specification's own time limits: site/server/proxy.server.ts.)
 */
export function requestDeadline(request: Request): RequestDeadline {
  const running = current.getStore();
  if (running) return running;
  const known = byRequest.get(request);
  if (known) return known;
  const deadline = startDeadline(request);
  byRequest.set(request, deadline);
  return deadline;
}

/**
 * Runs the answering of a request under one deadline (the root's middleware). React Router hands the
 * loaders that run after an action a Request of their own: they still share this deadline.
 */
export function withRequestDeadline<T>(request: Request, answer: () => Promise<T>): Promise<T> {
  return current.run(startDeadline(request), answer);
}

function startDeadline(request: Request): RequestDeadline {
  const { deadlineMs } = resilienceConfig();
  const controller = new AbortController();
  // Every call of the request listens to it (a page with many sections makes dozens at once): that is
  // no leak, so Node's warning beyond 10 listeners does not apply.
  setMaxListeners(0, controller.signal);
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DeadlineExceeded(deadlineMs));
  }, deadlineMs);
  const end = () => {
    clearTimeout(timer);
    controller.abort(request.signal.reason);
  };
  if (request.signal.aborted) end();
  else request.signal.addEventListener('abort', end, { once: true });
  controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return { signal: controller.signal, expired: () => expired };
}

/**
 * Resolves or rejects as `promise` does, or rejects when `signal` fires first (with the signal's
 * reason): a request stops waiting for a shared answer at its deadline while others may go on.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // Nobody waits for it now: its failure must not go unhandled (it would stop the process).
    promise.catch(() => undefined);
    return Promise.reject(abortReason(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The failure a call cut short by `signal` gets, like the API client's own (isApiTrouble). */
export function abortReason(signal: AbortSignal): ApiError {
  const reason = signal.reason as unknown;
  const message = reason instanceof Error ? reason.message : 'The request ended';
  return new ApiError(500, null, message, 'aborted');
}
