import { execFile } from 'node:child_process';
import http from 'node:http';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { TestApp } from './app';

export interface IcyRead {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The audio, metadata blocks taken out. */
  audio: Buffer;
  /** Each StreamTitle in the order the blocks carried them (repeats only when sent again). */
  titles: string[];
  /** Each StreamUrl, likewise. */
  urls: string[];
  /** The body of an answer that was not a stream. */
  text: string;
}

/**
 * Reads an ICY stream as a player does (`Icy-MetaData: 1`), splitting audio from metadata blocks
 * at the announced interval, until `audioBytes` of audio or `titles` distinct titles have arrived.
 */
export function readIcy(url: string, until: { audioBytes?: number; titles?: number }, headers: Record<string, string> = {}): Promise<IcyRead> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'icy-metadata': '1', ...headers } }, (res) => {
      const metaint = Number(res.headers['icy-metaint'] ?? 0);
      const audio: Buffer[] = [];
      const titles: string[] = [];
      const urls: string[] = [];
      let audioBytes = 0;
      let pending = Buffer.alloc(0);
      let untilMeta = metaint;
      const done = (text = '') => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, audio: Buffer.concat(audio), titles, urls, text });
      };
      if (res.statusCode !== 200) {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c)).on('end', () => done(text));
        return;
      }
      res.on('data', (data: Buffer) => {
        pending = Buffer.concat([pending, data]);
        for (;;) {
          if (!metaint || untilMeta > 0) {
            const take = metaint ? Math.min(untilMeta, pending.length) : pending.length;
            if (take === 0) break;
            audio.push(pending.subarray(0, take));
            audioBytes += take;
            pending = pending.subarray(take);
            untilMeta -= take;
            continue;
          }
          if (pending.length < 1 || pending.length < 1 + pending[0] * 16) break;
          const text = pending.subarray(1, 1 + pending[0] * 16).toString('utf8').replace(/\0+$/, '');
          pending = pending.subarray(1 + pending[0] * 16);
          untilMeta = metaint;
          const title = /StreamTitle='(.*?)';/.exec(text)?.[1];
          const link = /StreamUrl='(.*?)';/.exec(text)?.[1];
          if (title !== undefined) titles.push(title);
          if (link !== undefined) urls.push(link);
        }
        if ((until.audioBytes && audioBytes >= until.audioBytes) || (until.titles && new Set(titles).size >= until.titles)) done();
      });
      res.on('end', () => done());
    });
    req.on('error', reject);
  });
}

/** What ffmpeg (a real player's demuxer and decoder) says decoding `seconds` of a stream: '' when it found nothing wrong. */
export function decodeWithFfmpeg(url: string, seconds: number): Promise<{ errors: string; code: number }> {
  return new Promise((resolve) => {
    execFile(ffmpeg.path, ['-v', 'error', '-nostdin', '-i', url, '-t', String(seconds), '-f', 'null', '-'], { timeout: 60_000 }, (error, _stdout, stderr) => {
      resolve({ errors: stderr.trim(), code: error ? ((error as { code?: number }).code ?? 1) : 0 });
    });
  });
}

/**
 * Makes every track 5 s long (the synthesiser makes each as long as its row says), so a stream
 * reaches a song boundary in seconds. Before any playlist call: the playlist engine keeps track
 * facts once read.
 */
export const shortenTracks = (t: TestApp) => t.db.updateTable('tracks').set({ duration_ms: 5000 }).execute();
