import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, Visitor, createTestApp } from '../../test/app';
import { writeCorrupt, writeSong } from '../../test/audio-files';
import { DIALECTS } from '../../test/db';
import { createIngest } from '../catalog/ingest';
import { curatedChannelId } from './plan';
import { CurationService } from './service';

const CURATION = `
genres:
  - param: test-tones
    name: Test Tones
    description: Pure tones for testing.
channels:
  - key: tone-rock
    name: Tone Rock
    description: Rock tones, no Christmas.
    genre: test-tones
    keywords: [tones, sine]
    rules:
      artists: [the testers]
      christmas: exclude
    tracks:
      - artist: Carol Singers
        title: Deck the Tones
  - key: tone-christmas
    name: Tone Christmas
    christmas: true
    rules:
      christmas: only
featured:
  - param: tone-week
    name: Tone Week
    description: <p onclick="x()">Tones all week<script>alert(1)</script></p>
    channels: [tone-rock]
moods:
  - kind: workday
    param: tone-focus
    name: Tone Focus
    channels: [tone-rock, tone-christmas]
pages:
  - url: tones/about
    header: About tones
    title: About the tones
    description: Why sine waves.
    article: true
    genres: [test-tones]
    html: <p>Sine waves<img src="javascript:alert(1)"></p>
banners:
  - key: tone-week-banner
    content: <p>Tone Week is on! <a href="/featured/tone-week/" onclick="x()">Listen</a></p>
    contentUser: <p>Welcome back to Tone Week.</p>
charities:
  - param: tone-relief
    name: Tone Relief
    url: https://example.org/tone-relief
    description: Helps sine waves in need.
ads:
  - key: tone-spot
    format: rectangle
    image: https://cdn.example.org/tone.png
    click: /featured/tone-week/
    alt: Tone Week, all week.
    weight: 5
`;

const SONGS = [
  { file: 'night-drive.mp3', title: 'Night Drive', artist: 'The Testers', album: 'Tones', year: 2019, genre: 'Rock', hz: 440, cover: 'red' },
  { file: 'day-drive.flac', title: 'Day Drive', artist: 'The Testers', album: 'Tones', year: 2019, genre: 'Rock', hz: 550 },
  { file: 'deck.mp3', title: 'Deck the Tones', artist: 'Carol Singers', album: 'Carols', year: 2020, genre: 'Christmas', hz: 660 },
];

describe.each(DIALECTS)('curation files on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  const file = (name: string) => path.join(dir, name);
  const curation = () => new CurationService(t.db);
  beforeAll(async () => {
    t = await createTestApp(dialect);
    dir = await mkdtemp(path.join(os.tmpdir(), 'earshot-curation-'));
    await Promise.all([...SONGS.map((s) => writeSong(dir, s)), writeCorrupt(dir, 'broken.mp3')]);
    await createIngest(t.db, t.config.dataDir).ingestFolder(dir, { loudness: false });
    await writeFile(file('catalog.yaml'), CURATION);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a file with problems, naming the line and field of each, and changes nothing', async () => {
    await writeFile(file('bad.yaml'), 'channels:\n  - key: Bad Key\n    name: Bad\n    rules: { artists: [the testers] }\n  - key: empty\n    name: Empty\n    rules: { artists: [nobody] }\n');
    const channels = await t.db.selectFrom('channels').select('id').execute();
    await expect(curation().plan(file('bad.yaml'))).rejects.toThrow('bad.yaml:2:10 channels[0].key: use lowercase letters');
    await writeFile(file('bad.yaml'), 'channels:\n  - key: empty\n    name: Empty\n    rules: { artists: [nobody] }\n');
    await expect(curation().plan(file('bad.yaml'))).rejects.toThrow('bad.yaml:4:12 channels[0].rules: matches no ingested track');
    expect(await t.db.selectFrom('channels').select('id').execute()).toHaveLength(channels.length);
  });

  it('says what it will change, then compiles channels from their rules and explicit tracks', async () => {
    const plan = await curation().plan(file('catalog.yaml'));
    expect(plan.summary.channels).toEqual({ added: ['Tone Rock', 'Tone Christmas'], changed: [], unchanged: 0 });
    expect(plan.summary.genres.added).toEqual(['Test Tones']);
    await curation().apply(plan);
    const listOf = async (key: string) =>
      (await t.db.selectFrom('channel_tracks').innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id').select('tracks.title')
        .where('channel_id', '=', curatedChannelId(key)).orderBy('position').execute()).map((r) => r.title);
    expect(await listOf('tone-rock')).toEqual(['Day Drive', 'Night Drive', 'Deck the Tones']);
    expect(await listOf('tone-christmas')).toEqual(['Deck the Tones']);
    const brand = await t.db.selectFrom('brands').selectAll().where('param', '=', 'tone-week').executeTakeFirstOrThrow();
    expect(brand.description_html).toBe('<p>Tones all week</p>');
    const page = await t.app.inject('/c/m/pages/tones/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sine waves');
    expect(page.body).not.toContain('javascript:');
    const moods = (await t.app.inject('/c/m/json/mood/workday/')).json() as { groups: { param: string; channels: { name: string }[] }[] };
    expect(moods.groups.find((g) => g.param === 'tone-focus')?.channels.map((c) => c.name)).toEqual(['Tone Rock', 'Tone Christmas']);
  });

  it('loads the banner, a charity and an ad creative from the file, sanitised, ahead of the demo banner', async () => {
    const [banner] = (await t.app.inject('/c/m/json/banners/')).json();
    expect(banner).toEqual({
      content: '<p>Tone Week is on! <a href="/featured/tone-week/">Listen</a></p>', contentf: null, contentu: '<p>Welcome back to Tone Week.</p>', enabled: 'YES',
    });
    const { charities } = (await t.app.inject('/sos/charities')).json();
    expect(charities.find((c: { param: string }) => c.param === 'tone-relief')).toMatchObject({ name: 'Tone Relief', url: 'https://example.org/tone-relief', twitter: null });
    const ad = await t.db.selectFrom('ad_creatives').selectAll().where('name', '=', 'tone-spot').executeTakeFirstOrThrow();
    expect(ad).toMatchObject({ format: 'rectangle', weight: 5, enabled: 1, click_url: '/featured/tone-week/' });
    await writeFile(file('bad-ad.yaml'), 'ads:\n  - key: bad\n    format: skyscraper\n    image: javascript:alert(1)\n    click: /x/\n    alt: Bad\n');
    const refused = curation().plan(file('bad-ad.yaml'));
    await expect(refused).rejects.toThrow('bad-ad.yaml:3:13 ads[0].format');
    await expect(curation().plan(file('bad-ad.yaml'))).rejects.toThrow('ads[0].image: a path on this site');
  });

  it('changes nothing when the same file is applied again', async () => {
    const plan = await curation().plan(file('catalog.yaml'));
    expect(plan.changes).toBe(false);
    expect(plan.summary.channels).toEqual({ added: [], changed: [], unchanged: 2 });
    expect([plan.summary.banners, plan.summary.charities, plan.summary.ads].map((k) => k.unchanged)).toEqual([1, 1, 1]);
  });

  it('plays a channel of ingested music: its playlist, the audio behind each url, and the cover', async () => {
    const channel = await t.db.selectFrom('channels').select('oldid').where('id', '=', curatedChannelId('tone-rock')).executeTakeFirstOrThrow();
    const listener = new Visitor(t.app);
    const res = await listener.get(`/c/m/json/playlist/${channel.oldid}/`);
    expect(res.statusCode).toBe(200);
    const songs = (res.json().items as { type: string; title: string; url: string; cdcover: string; _id: { $oid: string } }[]).filter((i) => i.type === 'song');
    expect(songs.length).toBeGreaterThan(0);
    expect(songs.every((s) => ['Night Drive', 'Day Drive', 'Deck the Tones'].includes(s.title))).toBe(true);
    for (const song of songs) {
      const audio = await listener.get(song.url);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mpeg');
      const stored = path.join(t.config.dataDir, 'media', 'audio', song._id.$oid.slice(-2), `${song._id.$oid}.mp3`);
      expect(audio.rawPayload.equals(await readFile(stored))).toBe(true);
    }
    // The album Tones has the cover embedded in Night Drive; Carols has none and keeps generated art.
    for (const song of songs) expect(song.cdcover).toMatch(song.title === 'Deck the Tones' ? /\.svg$/ : /\.jpg$/);
    const tones = await t.db.selectFrom('albums').select('id').where('title', '=', 'Tones').executeTakeFirstOrThrow();
    const cover = await listener.get(`/img/covers155/${tones.id}.jpg`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect((await listener.get(`/img/covers155/${tones.id}.png`)).statusCode).toBe(404);
  });
});
