/**
 * Who has an open real-time connection now: the socket.io connections that identified themselves
 * with a bearer token (see api/realtime.ts). A person may have several (tabs, devices); they are
 * online while at least one is open. Kept in memory: a restart starts with no one online.
 */
export class Presence {
  readonly #connections = new Map<number, number>();

  /** A connection of the user opened. */
  add(userId: number): void {
    this.#connections.set(userId, (this.#connections.get(userId) ?? 0) + 1);
  }

  /** A connection of the user closed. */
  remove(userId: number): void {
    const open = (this.#connections.get(userId) ?? 0) - 1;
    if (open > 0) this.#connections.set(userId, open);
    else this.#connections.delete(userId);
  }

  isOnline(userId: number): boolean {
    return this.#connections.has(userId);
  }
}
