import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import type { UsersTable } from '../../db/schema';

export type UserRecord = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/** Users and password-reset links. Uniqueness (email, facebook id) is the database's job, not a read-then-write. */
export class AccountRepo {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<UserRecord | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** `email` must already be normalized. */
  async findByEmail(email: string): Promise<UserRecord | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async findByFacebookId(facebookId: string): Promise<UserRecord | undefined> {
    return this.db.selectFrom('users').selectAll().where('facebook_id', '=', facebookId).executeTakeFirst();
  }

  /** False when the email or facebook id is already taken (by a concurrent request too). */
  async insertUser(user: NewUser): Promise<boolean> {
    return this.unlessDuplicate(() => this.db.insertInto('users').values(user).execute());
  }

  /** False when another account already has this email. */
  async updateEmail(userId: string, email: string, now: number): Promise<boolean> {
    return this.unlessDuplicate(() =>
      this.db.updateTable('users').set({ email, updated_at: now }).where('id', '=', userId).execute(),
    );
  }

  /** New password; every session of the user ends with the old one. */
  async updatePassword(userId: string, passwordHash: string, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    });
  }

  /**
   * Gives an account a Facebook id when it has none (or already this one): 'taken' when another
   * account holds the id (a concurrent connect or first Facebook log-in too: the unique index
   * decides), 'other' when this account holds a different one.
   */
  async connectFacebook(userId: string, facebookId: string, now: number): Promise<'connected' | 'taken' | 'other'> {
    let updated = 0;
    const unique = await this.unlessDuplicate(async () => {
      const result = await this.db
        .updateTable('users')
        .set({ facebook_id: facebookId, updated_at: now })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('facebook_id', 'is', null), eb('facebook_id', '=', facebookId)]))
        .executeTakeFirst();
      updated = Number(result.numUpdatedRows);
    });
    if (!unique) return 'taken';
    return updated === 1 ? 'connected' : 'other';
  }

  /** Only while the account keeps its email and password to log in with; false otherwise. */
  async disconnectFacebook(userId: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ facebook_id: null, updated_at: now })
      .where('id', '=', userId)
      .where('email', 'is not', null)
      .where('password_hash', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async updateFacebookShare(userId: string, share: boolean, now: number): Promise<void> {
    await this.db.updateTable('users').set({ facebook_share: share ? 1 : 0, updated_at: now }).where('id', '=', userId).execute();
  }

  /** Sessions and reset links go with the user (ON DELETE CASCADE). */
  async deleteUser(userId: string): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', userId).execute();
  }

  async insertReset(row: { id: string; user_id: string; created_at: number; expires_at: number }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('password_resets').where('user_id', '=', row.user_id).where('expires_at', '<=', row.created_at).execute();
      await trx.insertInto('password_resets').values({ ...row, used_at: null }).execute();
    });
  }

  /** A reset link that is unused and unexpired at `now`. */
  async findUsableReset(id: string, now: number) {
    return this.db
      .selectFrom('password_resets')
      .select(['user_id', 'expires_at'])
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /**
   * Uses a reset link once: marks it used only if nobody did first (rows affected decides), then
   * sets the password and ends every session of the user. False when the link was not usable.
   */
  async consumeReset(id: string, userId: string, passwordHash: string, now: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('id', '!=', id).execute();
      return true;
    });
  }

  private async unlessDuplicate(write: () => Promise<unknown>): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }
}
