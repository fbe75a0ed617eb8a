import { describe, expect, it } from 'vitest';
import { strategyFor } from './strategy';

const ORIGIN = 'https://radio.example.com';
const SHELL = new Set(['/offline.html', '/favicon.svg', '/assets/main-AbCd1234.js']);
const get = (path: string, mode = 'cors') => strategyFor({ url: `${ORIGIN}${path}`, method: 'GET', mode }, ORIGIN, SHELL);

describe('what the service worker does with a request', () => {
  it('answers a page from the network, with the offline page when it is gone', () => {
    expect(get('/', 'navigate')).toBe('page');
    expect(get('/genre/rock/', 'navigate')).toBe('page');
  });

  it('keeps hashed build files and the shell in the cache', () => {
    expect(get('/assets/page-Zx_9-aB1.js', 'no-cors')).toBe('cache-first');
    expect(get('/assets/app-0123abcd.css', 'no-cors')).toBe('cache-first');
    expect(get('/favicon.svg', 'no-cors')).toBe('cache-first');
  });

  it('never stores audio, streams, JSON answers or anything a listener sent', () => {
    expect(get('/audio/0123456789abcdef01234567.mp3?e=1&s=x', 'no-cors')).toBe('network');
    expect(get('/audio/a.mp3', 'navigate')).toBe('network');
    expect(get('/stream/rock.mp3', 'navigate')).toBe('network');
    expect(get('/c/m/json/playlist/12/start.mp3')).toBe('network');
    expect(get('/c/m/json/playlist/12/')).toBe('network');
    expect(get('/listener/user-stats/')).toBe('network');
    expect(get('/img/tiles/12.svg', 'no-cors')).toBe('network');
    expect(get('/assets/bench/1.mp3', 'no-cors')).toBe('network');
    expect(strategyFor({ url: `${ORIGIN}/favicon.svg`, method: 'POST', mode: 'cors' }, ORIGIN, SHELL)).toBe('network');
  });

  it('leaves other sites and asked-for variants alone', () => {
    expect(strategyFor({ url: 'https://cdn.example.com/assets/main-AbCd1234.js', method: 'GET', mode: 'cors' }, ORIGIN, SHELL)).toBe('network');
    expect(get('/assets/main-AbCd1234.js?v=2', 'no-cors')).toBe('network');
  });
});
