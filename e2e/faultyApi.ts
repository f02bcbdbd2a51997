import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * What the fake API does with a call:
 * - `pass`: forwards it to the real reference API and answers with its answer;
 * - `refuse`: nothing listens (connections are refused; open ones are cut);
 * - `error`: 500 with a JSON message;
 * - `malformed`: 200 with a body that is not JSON;
 * - `slow`: waits `ms`, then forwards it;
 * - `hang`: accepts it and never answers.
 */
export type Fault =
  | { kind: 'pass' }
  | { kind: 'refuse' }
  | { kind: 'error' }
  | { kind: 'malformed' }
  | { kind: 'slow'; ms: number }
  | { kind: 'hang' };

/**
 * A fake API under a test's control, in front of the real reference API: a fault applies to every call
 * or only to calls whose path matches. It counts calls by path, and knows which are still open (the
 * site server has not yet ended or been answered), so a test can check that no call outlives its
 * request.
 */
export class FaultyApi {
  private server = http.createServer((request, response) => this.handle(request, response));
  private sockets = new Set<Socket>();
  private rules: { fault: Fault; paths: RegExp | null }[] = [];
  private listening = false;
  private readonly openCalls = new Set<ServerResponse>();
  /** Calls received, by `METHOD /path` (no query). */
  readonly counts = new Map<string, number>();
  port = 0;

  constructor(private readonly upstream: string) {
    this.server.keepAliveTimeout = 5_000;
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Calls the fake has received and not yet answered or seen closed. */
  get open() {
    return this.openCalls.size;
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as { port: number }).port;
    this.listening = true;
    return this;
  }

  async stop(): Promise<void> {
    await this.stopListening();
  }

  /** Sets what calls get: `fault` for calls whose path matches `paths` (all when none), else pass. */
  async set(fault: Fault, paths: RegExp | null = null): Promise<void> {
    this.rules = fault.kind === 'pass' ? [] : [{ fault, paths }];
    if (fault.kind === 'refuse' && paths === null) await this.stopListening();
    else if (!this.listening) await this.start(this.port);
  }

  count(method: string, path: string): number {
    return this.counts.get(`${method} ${path}`) ?? 0;
  }

  resetCounts(): void {
    this.counts.clear();
  }

  /** Waits until no call is open (or `timeoutMs` passes) and says how many still are. */
  async settled(timeoutMs = 1_000): Promise<number> {
    const until = Date.now() + timeoutMs;
    while (this.open > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    return this.open;
  }

  private async stopListening() {
    if (!this.listening) return;
    this.listening = false;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private faultFor(path: string): Fault {
    const rule = this.rules.find((candidate) => !candidate.paths || candidate.paths.test(path));
    return rule?.fault ?? { kind: 'pass' };
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake.test');
    const key = `${request.method} ${url.pathname}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.openCalls.add(response);
    response.once('close', () => this.openCalls.delete(response));

    const fault = this.faultFor(url.pathname);
    switch (fault.kind) {
      case 'refuse':
        request.socket.destroy();
        return;
      case 'error':
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ message: 'Server Error' }));
        return;
      case 'malformed':
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"data": [{"id": 1, "name": ');
        return;
      case 'hang':
        return;
      case 'slow': {
        const timer = setTimeout(() => this.forward(request, response), fault.ms);
        response.once('close', () => clearTimeout(timer));
        return;
      }
      default:
        this.forward(request, response);
    }
  }

  private forward(request: IncomingMessage, response: ServerResponse) {
    if (response.destroyed || response.writableEnded) return;
    const target = new URL(request.url ?? '/', this.upstream);
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    response.once('close', () => upstream.destroy());
    request.pipe(upstream);
  }
}
