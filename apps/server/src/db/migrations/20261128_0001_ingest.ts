import type { Kysely } from 'kysely';

/**
 * Tracks ingested from an operator's music library (modules/ingest): `media_type` says the audio is a
 * file in the media store (null: a synthesised demo track); `content_hash` (the audio stream's,
 * tags excluded) is what identifies the recording, so a moved or retagged file stays the same track;
 * the source file's path, size and modification time let a re-run skip files it has seen.
 * `file_genres` and `file_tags` are the file's genre and other tags, one a line, lowercased, for
 * curation rules. `albums.cover_type` is the extension of an extracted cover (null: generated art).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, string][] = [
    ['media_type', 'varchar(32)'], ['content_hash', 'varchar(64)'], ['source_path', 'text'],
    ['source_size', 'bigint'], ['source_mtime_ms', 'bigint'], ['file_genres', 'text'], ['file_tags', 'text'],
  ];
  for (const [name, type] of columns) {
    await db.schema.alterTable('tracks').addColumn(name, type as 'text').execute();
  }
  await db.schema.createIndex('tracks_content_hash').on('tracks').column('content_hash').unique().execute();
  await db.schema.createIndex('tracks_source_path').on('tracks').column('source_path').execute();
  await db.schema.alterTable('albums').addColumn('cover_type', 'varchar(8)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('albums').dropColumn('cover_type').execute();
  await db.schema.dropIndex('tracks_source_path').execute();
  await db.schema.dropIndex('tracks_content_hash').execute();
  for (const name of ['file_tags', 'file_genres', 'source_mtime_ms', 'source_size', 'source_path', 'content_hash', 'media_type']) {
    await db.schema.alterTable('tracks').dropColumn(name).execute();
  }
}
