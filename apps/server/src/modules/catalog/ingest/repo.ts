import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../../db';
import type { AlbumsTable, Database, TracksTable } from '../../../db/schema';

export type TrackValues = Selectable<TracksTable>;
export type ArtistValues = Database['artists'];
export type AlbumValues = Selectable<AlbumsTable>;

/** The columns a re-run compares: a difference in any of them makes the track "updated". */
export const COMPARED_COLUMNS = [
  'title', 'artist_id', 'album_id', 'composer', 'duration_ms', 'isrc', 'christmas', 'gain_db', 'media_type', 'file_genres', 'file_tags', 'kind',
] as const satisfies readonly (keyof TrackValues)[];

export interface SeenFile {
  id: string;
  source_size: number | null;
  source_mtime_ms: number | null;
  kind: string;
}

export class IngestRepo {
  constructor(private readonly db: Db) {}

  /** Ingested tracks by the path they were last read from. */
  async seenFiles(): Promise<Map<string, SeenFile>> {
    const rows = await this.db
      .selectFrom('tracks')
      .select(['id', 'source_path', 'source_size', 'source_mtime_ms', 'kind'])
      .where('source_path', 'is not', null)
      .execute();
    return new Map(rows.map(({ source_path, ...seen }) => [source_path as string, seen]));
  }

  async track(id: string): Promise<TrackValues | undefined> {
    return this.db.selectFrom('tracks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async album(id: string) {
    return this.db.selectFrom('albums').select(['id', 'cover_type']).where('id', '=', id).executeTakeFirst();
  }

  async genres() {
    return this.db.selectFrom('genres').select(['id', 'param', 'name', 'style']).orderBy('sort').execute();
  }

  /**
   * Writes one file's rows in a transaction; `beforeCommit` (moving its media into place) runs inside
   * it, so a failure there leaves no row behind. Artists and albums are kept as first ingested;
   * an album gains a cover or a label when it had none, so what it shows does not depend on which
   * of its files was read first (they are read in parallel).
   */
  async save(rows: { artists: ArtistValues[]; album: AlbumValues; track: TrackValues }, beforeCommit: () => Promise<void>): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('artists').values(rows.artists).onConflict((oc) => oc.column('id').doNothing()).execute();
      await tx.insertInto('albums').values(rows.album).onConflict((oc) => oc.column('id').doNothing()).execute();
      if (rows.album.cover_type) {
        await tx.updateTable('albums').set({ cover_type: rows.album.cover_type }).where('id', '=', rows.album.id).where('cover_type', 'is', null).execute();
      }
      if (rows.album.label) {
        await tx.updateTable('albums').set({ label: rows.album.label }).where('id', '=', rows.album.id).where('label', '=', '').execute();
      }
      await upsertTrack(tx, rows.track);
      await beforeCommit();
    });
  }
}

async function upsertTrack(tx: Kysely<Database>, track: TrackValues): Promise<void> {
  const { id, ...rest } = track;
  await tx.insertInto('tracks').values(track).onConflict((oc) => oc.column('id').doUpdateSet(rest)).execute();
}
