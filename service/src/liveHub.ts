import type { Recipient } from '@leave/contract';

/** How a recipient is named on the wire (PostgreSQL NOTIFY payloads) and in the hub. */
export const recipientKey = ({ role, user_id }: Recipient) => `${role}:${user_id}`;

/** Adds `item` to the set under `key`; returns how to take it out (and the set, once empty). */
function addUnder<T>(sets: Map<string, Set<T>>, key: string, item: T): () => void {
  const set = sets.get(key) ?? new Set<T>();
  set.add(item);
  sets.set(key, set);
  return () => {
    set.delete(item);
    if (!set.size) sets.delete(key);
  };
}

/**
 * The live event streams open on this instance, by recipient. Storage wakes a recipient when
 * something new is stored for them (the real API through PostgreSQL LISTEN/NOTIFY, so a change
 * made on any instance wakes the streams of every instance); each woken stream then reads what
 * it has not sent yet from storage, so nothing depends on the wake-up carrying the data.
 */
export class LiveHub {
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly streams = new Set<() => void>();
  /** Each open stream's sign-out, by its session's token hash. */
  private readonly bySession = new Map<string, Set<() => void>>();

  subscribe(recipient: Recipient, onWake: () => void): () => void {
    return addUnder(this.listeners, recipientKey(recipient), onWake);
  }

  /** Keeps a way to end an open stream, for shutdown; returns how to forget it. */
  track(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  /** How many streams `tokenHash`'s session has open here. */
  openFor(tokenHash: string): number {
    return this.bySession.get(tokenHash)?.size ?? 0;
  }

  /** Keeps how to sign an open stream out when its session ends; returns how to forget it. */
  trackSession(tokenHash: string, signOut: () => void): () => void {
    return addUnder(this.bySession, tokenHash, signOut);
  }

  /**
   * Signs out every stream of a session that ended (a sign-out, a password change or reset, a
   * deactivation), at once: the real API calls it for every session ended on any instance.
   */
  endSession(tokenHash: string): void {
    for (const signOut of [...(this.bySession.get(tokenHash) ?? [])]) signOut();
  }

  private stopping = false;

  /** Whether this instance is shutting down: a stream opened now is told at once to reconnect. */
  get isStopping(): boolean {
    return this.stopping;
  }

  /**
   * Ends every open stream, each told to reconnect: a server closing gracefully waits for its
   * connections, and a stream never ends by itself. Browsers reconnect (to another instance, or
   * to this one once it is back).
   */
  shutdown(): void {
    this.stopping = true;
    for (const end of [...this.streams]) end();
    this.streams.clear();
  }

  /** Wakes one recipient's streams, by their key. */
  wake(key: string): void {
    for (const onWake of this.listeners.get(key) ?? []) onWake();
  }

  /** Wakes every stream: after the wake-up channel itself was lost, so none misses anything. */
  wakeAll(): void {
    for (const set of this.listeners.values()) for (const onWake of set) onWake();
  }
}
