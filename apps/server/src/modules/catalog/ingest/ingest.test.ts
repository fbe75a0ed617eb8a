import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { retag, writeCorrupt, writeSong } from '../../../test/audio-files';
import { DIALECTS } from '../../../test/db';
import { createIngest } from './index';
import { PlaylistRepo } from '../../listening/playlist/repo';
import { IngestRepo } from './repo';

const NIGHT_DRIVE = {
  file: 'night-drive.mp3', title: 'Night Drive', artist: 'The Testers', album: 'Tones', year: 2019, genre: 'Rock',
  label: 'Sine Records', composer: 'A. Tester', isrc: 'USABC1900001', hz: 440, cover: 'red',
};
const SILENT_NIGHT = { file: 'silent-night.flac', title: 'Silent Night', artist: 'The Testers', album: 'Tones', year: 2019, genre: 'Christmas', hz: 660, cover: 'blue' };

/** Every file under the media store, as paths relative to it. */
async function mediaFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'media'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(path.join(dataDir, 'media'), path.join(e.parentPath, e.name))).sort();
}

describe.each(DIALECTS)('ingest on %s', (dialect) => {
  let t: TestApp;
  let library: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    library = await mkdtemp(path.join(os.tmpdir(), 'earshot-library-'));
    await writeSong(library, NIGHT_DRIVE);
    await writeSong(library, SILENT_NIGHT);
    await writeCorrupt(library, 'broken.mp3');
  });
  afterAll(async () => {
    await t.close();
    await rm(library, { recursive: true, force: true });
  });

  const ingested = () =>
    t.db.selectFrom('tracks').innerJoin('artists', 'artists.id', 'tracks.artist_id').innerJoin('albums', 'albums.id', 'tracks.album_id')
      .select(['tracks.id', 'tracks.title', 'artists.name as artist', 'albums.title as album', 'albums.year', 'albums.label', 'albums.cover_type',
        'tracks.composer', 'tracks.isrc', 'tracks.christmas', 'tracks.gain_db', 'tracks.media_type', 'tracks.source_path', 'tracks.file_genres'])
      .where('tracks.media_type', 'is not', null).orderBy('tracks.title').execute();

  it('adds the readable files with their tags, loudness gain and cover, and reports the broken one', async () => {
    const report = await createIngest(t.db, t.config.dataDir).ingestFolder(library, { loudness: true });
    expect(report).toMatchObject({ files: 3, added: 2, updated: 0, moved: 0, unchanged: 0 });
    expect(report.broken).toEqual([{ path: path.join(library, 'broken.mp3'), reason: expect.stringMatching(/tag|audio/) }]);
    const [night, silent] = await ingested();
    expect(night).toMatchObject({
      title: 'Night Drive', artist: 'The Testers', album: 'Tones', year: 2019, label: 'Sine Records', composer: 'A. Tester',
      isrc: 'USABC1900001', christmas: 0, media_type: 'audio/mpeg', cover_type: 'jpg', file_genres: 'rock',
    });
    // A −22 LUFS tone needs about +6 dB to reach −16 LUFS.
    expect(night.gain_db).toBeGreaterThan(5);
    expect(night.gain_db).toBeLessThan(7.5);
    // FLAC is transcoded to MP3; its genre marks it as a Christmas song.
    expect(silent).toMatchObject({ title: 'Silent Night', media_type: 'audio/mpeg', christmas: 1 });
    const files = await mediaFiles(t.config.dataDir);
    expect(files.filter((f) => f.startsWith('audio/')).sort()).toEqual([night.id, silent.id].map((id) => `audio/${id.slice(-2)}/${id}.mp3`).sort());
    expect(files.filter((f) => f.startsWith('covers/'))).toHaveLength(1);
    expect(files.filter((f) => f.startsWith('tmp/'))).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const before = await ingested();
    const report = await createIngest(t.db, t.config.dataDir).ingestFolder(library, { loudness: true });
    expect(report).toMatchObject({ added: 0, updated: 0, moved: 0, unchanged: 2 });
    expect(await ingested()).toEqual(before);
  });

  it('follows a moved file instead of adding it again, and updates a retagged one in place', async () => {
    await mkdir(path.join(library, 'moved'), { recursive: true });
    await rename(path.join(library, NIGHT_DRIVE.file), path.join(library, 'moved', 'renamed.mp3'));
    await retag(path.join(library, SILENT_NIGHT.file), 'title', 'Silent Night (Live)');
    const before = await ingested();
    const report = await createIngest(t.db, t.config.dataDir).ingestFolder(library, { loudness: false });
    expect(report).toMatchObject({ added: 0, updated: 1, moved: 1, unchanged: 0 });
    const tracks = await ingested();
    expect(tracks.map((x) => x.id)).toEqual(before.map((x) => x.id));
    expect(tracks.find((x) => x.title === 'Night Drive')?.source_path).toBe(path.join(library, 'moved', 'renamed.mp3'));
    // Its gain was measured before and is kept by a run that does not measure.
    expect(tracks.find((x) => x.title === 'Silent Night (Live)')?.gain_db).toBe(before[1].gain_db);
  });

  it('leaves no row and no file behind when a file fails half-way', async () => {
    const failing = new (class extends IngestRepo {
      override save(rows: Parameters<IngestRepo['save']>[0], beforeCommit: () => Promise<void>) {
        return super.save(rows, async () => {
          await beforeCommit();
          throw new Error('disk full');
        });
      }
    })(t.db);
    const extra = await mkdtemp(path.join(os.tmpdir(), 'earshot-extra-'));
    await writeSong(extra, { ...NIGHT_DRIVE, file: 'other.mp3', title: 'Other Song', hz: 880 });
    const [rows, files] = [await ingested(), await mediaFiles(t.config.dataDir)];
    await expect(createIngest(t.db, t.config.dataDir, failing).ingestFolder(extra, { loudness: false })).rejects.toThrow('disk full');
    expect(await ingested()).toEqual(rows);
    expect(await mediaFiles(t.config.dataDir)).toEqual(files);
    await rm(extra, { recursive: true, force: true });
  });

  it('takes audio ads as ads, with their tags and cover: the ad breaks play them, no channel does', async () => {
    const spots = await mkdtemp(path.join(os.tmpdir(), 'earshot-spots-'));
    await writeSong(spots, { file: 'winter-sale.mp3', title: 'Winter Sale', artist: 'Acme Stores', album: 'Acme Spots', year: 2026, genre: 'Advertising', hz: 990, cover: 'green' });
    const report = await createIngest(t.db, t.config.dataDir).ingestFolder(spots, { loudness: false, trackKind: 'ad' });
    expect(report.added).toBe(1);
    const ad = await t.db.selectFrom('tracks').innerJoin('albums', 'albums.id', 'tracks.album_id')
      .select(['tracks.id', 'tracks.kind', 'albums.cover_type']).where('tracks.title', '=', 'Winter Sale').executeTakeFirstOrThrow();
    expect(ad).toMatchObject({ kind: 'ad', cover_type: 'jpg' });
    expect((await new PlaylistRepo(t.db).stationItems('ad')).map((item) => item.id)).toContain(ad.id);
    expect(await t.db.selectFrom('channel_tracks').select('channel_id').where('track_id', '=', ad.id).execute()).toEqual([]);
    // Read again as songs, the same file becomes a song: what a file is follows the last ingest of it.
    expect((await createIngest(t.db, t.config.dataDir).ingestFolder(spots, { loudness: false })).updated).toBe(1);
    await rm(spots, { recursive: true, force: true });
  });
});
