import type { Db } from '../../db';
import type { SessionStore, StoredSession } from '../../http/session';

/** The sessions table as the per-request session layer sees it. Ids are token hashes. */
export class SessionRepo implements SessionStore {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<StoredSession | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('sessions.id', '=', id)
      .select(['sessions.user_id', 'sessions.created_at', 'sessions.last_seen_at', 'users.email', 'users.facebook_id'])
      .executeTakeFirst();
  }

  async insert(row: { id: string; user_id: string; created_at: number; last_seen_at: number }): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  async touch(id: string, now: number): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteExpired(userId: string, idleBefore: number, createdBefore: number): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_seen_at', '<=', idleBefore), eb('created_at', '<=', createdBefore)]))
      .execute();
  }
}
