import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import type { SignUpRequestsTable } from '../../db/schema';
import type { NewUser } from './repo';

export type NewSignUpRequest = Insertable<SignUpRequestsTable>;
export type ConfirmOutcome = { userId: string } | 'invalid' | 'taken';

/** Sign-up forms waiting for their emailed link, and the one step that turns a link into an account. */
export class SignUpRequestRepo {
  constructor(private readonly db: Db) {}

  /** Stores a waiting form, dropping this address's expired ones on the way. */
  async insert(row: NewSignUpRequest): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sign_up_requests').where('email', '=', row.email).where('expires_at', '<=', row.created_at).execute();
      await trx.insertInto('sign_up_requests').values(row).execute();
    });
  }

  /**
   * Uses a link once. One statement takes every waiting form of the link's address, so two links to
   * one address opened at once queue on the same rows instead of deadlocking, and the second finds
   * its own gone. The account is created unless its address was taken meanwhile (`'taken'`).
   */
  async confirm(id: string, userId: string, now: number): Promise<ConfirmOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const linkAddress = trx.selectFrom('sign_up_requests').select('email').where('id', '=', id).where('expires_at', '>', now);
      const taken = await trx.deleteFrom('sign_up_requests').where('email', '=', linkAddress).returningAll().execute();
      const request = taken.find((row) => row.id === id);
      if (!request) return 'invalid';
      const user: NewUser = {
        id: userId, email: request.email, password_hash: request.password_hash, facebook_id: null,
        birth_year: request.birth_year, birth_month: request.birth_month, birth_day: request.birth_day,
        gender: request.gender, zipcode: request.zipcode, created_at: now, updated_at: now,
      };
      // ON CONFLICT keeps the transaction alive on PostgreSQL, where a failed insert would abort it.
      const inserted = await trx.insertInto('users').values(user).onConflict((oc) => oc.doNothing()).executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? { userId } : 'taken';
    });
  }
}
