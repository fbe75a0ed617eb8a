import { describe, expect, it } from 'vitest';
import { icyMetadataBlock, icyResponseHead } from './icy';
import { m3uFile, plsFile } from './playlist-files';

const station = { name: 'Christmas Pop · Earshot', description: 'Carols', genre: 'Holiday', url: 'https://earshot.example/channel/christmas-pop/12/', kbps: 128, sampleRate: 32000, listed: true };

describe('ICY metadata', () => {
  it('is a length byte counting 16-byte blocks, then the text padded with NULs', () => {
    const block = icyMetadataBlock('Bing Crosby - White Christmas', 'https://earshot.example/channel/x/1/');
    const text = "StreamTitle='Bing Crosby - White Christmas';StreamUrl='https://earshot.example/channel/x/1/';";
    expect(block[0]).toBe(Math.ceil(Buffer.byteLength(text) / 16));
    expect(block.length).toBe(1 + block[0] * 16);
    expect(block.subarray(1).toString().replace(/\0+$/, '')).toBe(text);
  });

  it('keeps a title from ending its value early or breaking a line', () => {
    const block = icyMetadataBlock("Guns N' Roses - Sweet;\nChild", 'u');
    expect(block.subarray(1).toString().replace(/\0+$/, '')).toBe("StreamTitle='Guns N  Roses - Sweet  Child';StreamUrl='u';");
  });

  it('stays within what one length byte can count', () => {
    expect(icyMetadataBlock('é'.repeat(5000), 'u')[0]).toBeLessThanOrEqual(255);
  });
});

describe('the stream response head', () => {
  const head = (metaint: number | null) => icyResponseHead({ ...station, name: 'Bad\r\nSet-Cookie: x' }, metaint).toString();

  it('names the station as Icecast does, with no length and no chunked encoding', () => {
    const text = icyResponseHead(station, 16000).toString();
    expect(text.startsWith('HTTP/1.1 200 OK\r\n')).toBe(true);
    expect(text).toContain('icy-name: Christmas Pop · Earshot\r\n');
    expect(text).toContain('icy-br: 128\r\n');
    expect(text).toContain('icy-pub: 1\r\n');
    expect(text).toContain('icy-metaint: 16000\r\n');
    expect(text).toContain('Connection: close\r\n');
    expect(text).not.toMatch(/content-length|transfer-encoding/i);
    expect(text.endsWith('\r\n\r\n')).toBe(true);
  });

  it('announces a metadata interval only to a client that asked for one, and cannot be split by a name', () => {
    expect(head(null)).not.toContain('icy-metaint');
    expect(head(null).split('\r\n').some((line) => line.startsWith('Set-Cookie'))).toBe(false);
  });
});

describe('playlist files', () => {
  it('point a player at the stream', () => {
    expect(m3uFile('Jazz\nRadio', 'https://e.example/stream/3.mp3')).toBe('#EXTM3U\n#EXTINF:-1,Jazz Radio\nhttps://e.example/stream/3.mp3\n');
    expect(plsFile('Jazz', 'https://e.example/stream/3.mp3')).toBe(
      '[playlist]\nNumberOfEntries=1\nFile1=https://e.example/stream/3.mp3\nTitle1=Jazz\nLength1=-1\nVersion=2\n',
    );
  });
});
