import type { Db } from '../../db';

/** The stream_keys table: one row per listener who has a personal stream key. */
export class StreamKeyRepo {
  constructor(private readonly db: Db) {}

  async createdAt(userId: string): Promise<number | null> {
    const row = await this.db.selectFrom('stream_keys').select('created_at').where('user_id', '=', userId).executeTakeFirst();
    return row ? Number(row.created_at) : null;
  }

  /** The listener's key becomes this one; an earlier one stops matching in the same statement. */
  async replace(userId: string, keyHash: string, createdAt: number): Promise<void> {
    await this.db
      .insertInto('stream_keys')
      .values({ user_id: userId, key_hash: keyHash, created_at: createdAt })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ key_hash: keyHash, created_at: createdAt }))
      .execute();
  }

  async remove(userId: string): Promise<void> {
    await this.db.deleteFrom('stream_keys').where('user_id', '=', userId).execute();
  }

  async ownerOf(keyHash: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('stream_keys').select('user_id').where('key_hash', '=', keyHash).executeTakeFirst();
    return row?.user_id;
  }
}
