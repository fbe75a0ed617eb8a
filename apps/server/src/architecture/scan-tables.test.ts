import { describe, expect, it } from 'vitest';
import { tablesNamed } from './scan-tables';

const TABLES = new Set(['tracks', 'albums', 'channels', 'ratings', 'plays']);
const named = (source: string) => [...tablesNamed(source, TABLES)].sort();

describe('tablesNamed', () => {
  it('finds tables in Kysely calls, aliases, joins and column references', () => {
    expect(named("db.selectFrom('tracks as t').innerJoin('albums', 'albums.id', 't.album_id')")).toEqual(['albums', 'tracks']);
    expect(named('db.updateTable("channels").set({ name })')).toEqual(['channels']);
    expect(named("db.selectFrom('x').select(['ratings.rating as r'])")).toEqual(['ratings']);
    expect(named("db.selectFrom(['tracks', 'albums'])")).toEqual(['albums', 'tracks']);
    expect(named("type Row = Database['plays']; const bans = { track: { table: 'ratings' } };")).toEqual(['plays', 'ratings']);
  });

  it('finds tables in the text of sql templates, interpolations included', () => {
    expect(named('sql`select count(*) from plays p join tracks on tracks.id = p.track_id`')).toEqual(['plays', 'tracks']);
    expect(named(`sql\`exists (\${sql\`select 1 from ratings where ratings.user_id = \${id}\`})\``)).toEqual(['ratings']);
    expect(named('sql<number>`(select max(x) from "albums")`')).toEqual(['albums']);
  });

  it('leaves out comments, other templates and strings that only contain a table name', () => {
    expect(named("// db.selectFrom('tracks')\n/* 'albums.id' */ const a = 1;")).toEqual([]);
    expect(named(`const m = \`Removed from channels \${n}\`;`)).toEqual([]);
    expect(named("throw new Error('No tracks here'); const p = '/channels/1';")).toEqual([]);
    expect(named("route({ tags: ['channels'] }); count('x.id').as('tracks'); summary('albums')")).toEqual([]);
  });
});
