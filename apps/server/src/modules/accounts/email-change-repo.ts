import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import type { EmailChangeRequestsTable } from '../../db/schema';

export type NewEmailChangeRequest = Insertable<EmailChangeRequestsTable>;
export type EmailChangeOutcome = { userId: string; email: string } | 'invalid' | 'taken';

/** New addresses waiting for the link mailed to them, and the one step that makes one an account's email. */
export class EmailChangeRequestRepo {
  constructor(private readonly db: Db) {}

  /** Stores a waiting address, dropping the user's expired ones on the way. */
  async insert(row: NewEmailChangeRequest): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('email_change_requests').where('user_id', '=', row.user_id).where('expires_at', '<=', row.created_at).execute();
      await trx.insertInto('email_change_requests').values(row).execute();
    });
  }

  /**
   * Uses a link once: whoever deletes its row goes on (so a link opened twice at once changes the
   * email once), and every other link of the user goes with it. `'taken'` when the address got an
   * account after the link was mailed.
   */
  async confirm(id: string, now: number): Promise<EmailChangeOutcome> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const request = await trx
          .deleteFrom('email_change_requests')
          .where('id', '=', id)
          .where('expires_at', '>', now)
          .returning(['user_id', 'email'])
          .executeTakeFirst();
        if (!request) return 'invalid';
        await trx.deleteFrom('email_change_requests').where('user_id', '=', request.user_id).execute();
        // Checked in the statement so PostgreSQL's transaction is not aborted by a unique violation;
        // one that still happens (an account made at this very moment) is caught below.
        const changed = await trx
          .updateTable('users')
          .set({ email: request.email, updated_at: now })
          .where('id', '=', request.user_id)
          .where((eb) => eb.not(eb.exists(eb.selectFrom('users as other').select('other.id').where('other.email', '=', request.email))))
          .executeTakeFirst();
        return Number(changed.numUpdatedRows) === 1 ? { userId: request.user_id, email: request.email } : 'taken';
      });
    } catch (err) {
      if (isUniqueViolation(err)) return 'taken';
      throw err;
    }
  }
}
