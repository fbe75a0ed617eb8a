/**
 * The Icecast/SHOUTcast conventions a stream follows, so that players from VLC to hardware radios
 * show the station and the song: `icy-*` response headers and, for a client that sends
 * `Icy-MetaData: 1`, a metadata block after every `icy-metaint` bytes of audio.
 */

/** The metadata block that says "no change": one length byte of 0. */
export const ICY_NO_CHANGE = Buffer.from([0]);

/** A block is at most 255 × 16 bytes; titles are cut well before that. */
const MAX_TEXT_BYTES = 255 * 16 - 64;

/** Control characters (line breaks above all) have no place in a title or a header: each becomes a space. */
const withoutControls = (text: string) => Array.from(text, (ch) => ((ch.codePointAt(0) ?? 0) < 0x20 || ch === '\u007f' ? ' ' : ch)).join('');

/** Quotes and semicolons would end the value early in players that parse naively. */
const clean = (text: string) => withoutControls(text).replace(/[';]/g, ' ').trim();

function cutToBytes(text: string, max: number): string {
  let out = text;
  while (Buffer.byteLength(out) > max) out = out.slice(0, -1);
  return out;
}

/** `StreamTitle='Artist - Title';StreamUrl='…';` as one block: a length byte (×16), then the text padded with NULs. */
export function icyMetadataBlock(streamTitle: string, streamUrl: string): Buffer {
  const text = cutToBytes(`StreamTitle='${clean(streamTitle)}';StreamUrl='${clean(streamUrl)}';`, MAX_TEXT_BYTES);
  const bytes = Buffer.from(text, 'utf8');
  const blocks = Math.ceil(bytes.length / 16);
  const out = Buffer.alloc(1 + blocks * 16);
  out[0] = blocks;
  bytes.copy(out, 1);
  return out;
}

export interface StationInfo {
  name: string;
  description: string;
  genre: string;
  /** The channel's page. */
  url: string;
  kbps: number;
  sampleRate: number;
  /** Listed in directories (a public channel stream) or not (a personal one). */
  listed: boolean;
}

/** Header values are written as bytes on the wire: no line breaks or other control characters. */
const headerValue = (value: string) => withoutControls(value).trim();

/** The response head of a stream, written straight to the socket (no chunked encoding: many radios cannot read it). */
export function icyResponseHead(station: StationInfo, metaint: number | null, extra: Record<string, string> = {}): Buffer {
  const headers: Record<string, string | number> = {
    'Content-Type': 'audio/mpeg',
    'Cache-Control': 'no-cache, no-store',
    'Access-Control-Allow-Origin': '*',
    'icy-name': station.name,
    'icy-description': station.description,
    'icy-genre': station.genre,
    'icy-url': station.url,
    'icy-br': station.kbps,
    'icy-sr': station.sampleRate,
    'icy-pub': station.listed ? 1 : 0,
    'ice-audio-info': `ice-samplerate=${station.sampleRate};ice-bitrate=${station.kbps};ice-channels=2`,
    ...(metaint ? { 'icy-metaint': metaint } : {}),
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
    ...extra,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${headerValue(String(value))}`);
  return Buffer.from(`HTTP/1.1 200 OK\r\n${lines.join('\r\n')}\r\n\r\n`, 'utf8');
}

/** Whether the client asked for metadata blocks (`Icy-MetaData: 1`). */
export const wantsIcyMetadata = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.trim() === '1';
