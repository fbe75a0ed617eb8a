import { createHash, randomBytes } from 'node:crypto';
import { STREAM_LIMITS } from '@earshot/contract';
import type { StreamKeyRepo } from './key-repo';

/** A key as handed out: base64url of STREAM_LIMITS.keyBytes random bytes (144 bits). */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** What is stored and looked up: the key's SHA-256. A key is random, so no salt or slow hash is needed. */
export const hashStreamKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Personal stream keys: made, replaced and revoked by their listener, and resolved to that listener
 * for streams only (a key opens no session and answers no other call).
 */
export class StreamKeys {
  constructor(
    private readonly repo: StreamKeyRepo,
    private readonly clock: () => number,
  ) {}

  async status(userId: string): Promise<{ created_at: number } | null> {
    const createdAt = await this.repo.createdAt(userId);
    return createdAt === null ? null : { created_at: createdAt };
  }

  /** A new key for the listener, replacing (and so revoking) any earlier one. */
  async create(userId: string): Promise<{ key: string; created_at: number }> {
    const key = randomBytes(STREAM_LIMITS.keyBytes).toString('base64url');
    const createdAt = this.clock();
    await this.repo.replace(userId, hashStreamKey(key), createdAt);
    return { key, created_at: createdAt };
  }

  async revoke(userId: string): Promise<void> {
    await this.repo.remove(userId);
  }

  /**
   * The listener a key belongs to, or undefined: a malformed key and an unknown one look the same.
   * Read from the database each time (an indexed lookup per connection and per song), so a key
   * revoked on any server stops working on every one.
   */
  async ownerOf(key: string): Promise<string | undefined> {
    return KEY_SHAPE.test(key) ? this.repo.ownerOf(hashStreamKey(key)) : undefined;
  }
}
