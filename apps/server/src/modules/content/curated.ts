import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { upsertById } from '../../db/upsert';
import { grouped } from '../../grouped';

type MoodRow = Selectable<Database['mood_groups']>;
type PageRow = Selectable<Database['pages']>;

/** The mood groups and content pages as a curation file is compared with them. */
export interface CuratedContent {
  moods: (MoodRow & { channelIds: string[] })[];
  pages: (PageRow & { genreIds: string[] })[];
}

export interface ContentWrites {
  moods: { row: MoodRow; channelIds: string[] }[];
  pages: { row: PageRow; genreIds: string[] }[];
}

export async function curatedContent(db: Db): Promise<CuratedContent> {
  const [moods, moodRows, pages, pageGenres] = await Promise.all([
    db.selectFrom('mood_groups').selectAll().execute(),
    db.selectFrom('mood_group_channels').select(['group_id as key', 'channel_id as value']).orderBy('position').execute(),
    db.selectFrom('pages').selectAll().execute(),
    db.selectFrom('page_genres').select(['page_id as key', 'genre_id as value']).orderBy('position').execute(),
  ]);
  const moodChannels = grouped(moodRows);
  const genresOfPage = grouped(pageGenres);
  return {
    moods: moods.map((m) => ({ ...m, channelIds: moodChannels.get(m.id) ?? [] })),
    pages: pages.map((p) => ({ ...p, genreIds: genresOfPage.get(p.id) ?? [] })),
  };
}

/** Writes a file's mood groups and pages (their HTML sanitised by the plan), in the caller's transaction. */
export async function writeCuratedContent(tx: Kysely<Database>, w: ContentWrites): Promise<void> {
  for (const m of w.moods) {
    await upsertById(tx, 'mood_groups', m.row);
    await tx.deleteFrom('mood_group_channels').where('group_id', '=', m.row.id).execute();
    await tx.insertInto('mood_group_channels').values(m.channelIds.map((channel_id, position) => ({ group_id: m.row.id, channel_id, position }))).execute();
  }
  for (const p of w.pages) {
    await upsertById(tx, 'pages', p.row);
    await tx.deleteFrom('page_genres').where('page_id', '=', p.row.id).execute();
    if (p.genreIds.length) await tx.insertInto('page_genres').values(p.genreIds.map((genre_id, position) => ({ page_id: p.row.id, genre_id, position }))).execute();
  }
}
