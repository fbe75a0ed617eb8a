import { describe, expect, it } from 'vitest';
import { siteUrl } from './site-url';

describe('siteUrl', () => {
  it('puts a path on the site, keeping its scheme', () => {
    expect(siteUrl('https://radio.example.com', '/about/')).toBe('https://radio.example.com/about/');
    expect(siteUrl('http://127.0.0.1:8080', '/sitemap.xml')).toBe('http://127.0.0.1:8080/sitemap.xml');
  });

  it('never lets a path name another host', () => {
    for (const path of ['//evil.example/about/', '/\\evil.example/about/', '/@evil.example/']) {
      expect(new URL(siteUrl('https://radio.example.com', path)).host).toBe('radio.example.com');
    }
    for (const path of ['.evil.example/', '@evil.example/', 'https://evil.example/']) {
      expect(() => siteUrl('https://radio.example.com', path)).toThrow();
    }
  });
});
