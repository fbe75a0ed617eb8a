// @vitest-environment jsdom
import { type ChannelPage, type GenresData, type HomePage, MESSAGES, type Track, endpointUrl, CHANNEL_ENDPOINTS } from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { channel } from '../app/testing';
import { type RenderContext, render } from '../entry-server';

/** Metadata as an attacker would tag a file or name a channel. */
const IMG = '<img src=x onerror=alert(1)>';
const BREAKOUT = '"><svg onload=alert(2)>';
const SCRIPT = '</script><script>alert(3)</script>';
const hostile = (what: string) => `${what} ${IMG}${BREAKOUT}${SCRIPT}`;

const TRACK: Track = {
  _id: { $oid: 'b'.repeat(24) },
  title: hostile('title'),
  track_artist: hostile('artist'),
  artist_id: 'c'.repeat(24),
  album: { title: hostile('album'), year: 1999, label: hostile('label'), cdcover: `${'d'.repeat(24)}.svg` },
  year: 1999,
  composer: hostile('composer'),
  duration: 200,
  isrc: '',
  christmas: false,
};
const CHANNEL = channel(7, { name: hostile('channel'), description: hostile('description'), added_channels_names: [hostile('blended')] });
const PAGE: ChannelPage = { channelDetails: CHANNEL, featuredTracks: [TRACK], similarChannels: [channel(9, { name: hostile('similar') })] };
const HOME: HomePage = { title: MESSAGES.homeTitle, sections: [{ name: hostile('section'), param: 'mostpopular', channels: [CHANNEL] }] };
const GENRES: GenresData = { features: [{ _id: { $oid: 'f'.repeat(24) }, name: hostile('genre'), param: 'jazz', channels: 3 }], brands: [] };

function context(): RenderContext {
  const answers: Record<string, unknown> = { '/c/m/json/genres/': GENRES, '/c/m/json/page/home/': HOME, [endpointUrl(CHANNEL_ENDPOINTS.page, { params: { id: CHANNEL._id.$oid } })]: PAGE };
  return {
    api: async (path) => (answers[path] ? Response.json(answers[path]) : Response.json({ error: 'not_found', message: 'Not found.' }, { status: 404 })),
    nonce: 'n0nce',
    assets: { scripts: ['/assets/main.js'], styles: [], modules: [], chunks: {} },
    theme: 'default',
    env: { fbAppId: null, version: 'test', adsEnabled: false, adTagUrl: null, siteUrl: 'https://earshot.test' },
  };
}

describe('hostile metadata in server-rendered pages', () => {
  it.each(['/', `/channel/${CHANNEL._id.$oid}/`])('%s shows names and titles as text, never as markup', async (path) => {
    const response = await render(new Request(`https://earshot.test${path}`), context());
    expect(response.status).toBe(200);
    const html = await response.text();
    const document = new DOMParser().parseFromString(html, 'text/html');
    // As a browser parses it: no element carries an event handler, no script lacks the page's nonce, no injected tag exists.
    const elements = [...document.querySelectorAll('*')];
    expect(elements.flatMap((e) => [...e.attributes].map((a) => a.name)).filter((name) => name.startsWith('on'))).toEqual([]);
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.getAttribute('nonce') !== 'n0nce')).toEqual([]);
    expect(document.querySelector('img[src="x"], svg[onload]')).toBeNull();
    // The text itself is there for the listener to read.
    expect(document.body.textContent).toContain(IMG);
  });
});
