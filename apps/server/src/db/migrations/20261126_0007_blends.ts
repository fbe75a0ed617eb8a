import { type Kysely, sql } from 'kysely';

/**
 * Blends: a user channel plays its included channels, the rows of channel_added_channels for it,
 * and no longer its source implicitly. Every existing user channel gets its source as its one
 * included channel, so it plays what it played before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO channel_added_channels (channel_id, added_channel_id, created_at)
    SELECT id, source_channel_id, created_at FROM channels
    WHERE owner_user_id IS NOT NULL AND source_channel_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM channel_added_channels
    WHERE EXISTS (
      SELECT 1 FROM channels
      WHERE channels.id = channel_added_channels.channel_id
        AND channels.owner_user_id IS NOT NULL
        AND channels.source_channel_id = channel_added_channels.added_channel_id
    )`.execute(db);
}
