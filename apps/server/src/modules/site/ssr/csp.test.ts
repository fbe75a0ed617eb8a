import { DEFAULT_CLIENT_ENV } from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('the page Content-Security-Policy', () => {
  it("runs only this response's scripts, frames nothing and lets ad images come from https hosts", () => {
    const policy = contentSecurityPolicy('abc123', DEFAULT_CLIENT_ENV);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc123'");
    expect(directive(policy, 'frame-src')).toBeUndefined();
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https:");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
  });

  it('lets the installable app register its service worker and read its manifest, even beside an ad tag', () => {
    for (const env of [DEFAULT_CLIENT_ENV, { ...DEFAULT_CLIENT_ENV, adTagUrl: 'https://ads.example.net/tag.js' }]) {
      const policy = contentSecurityPolicy('n', env);
      expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
      expect(directive(policy, 'manifest-src')).toBe("manifest-src 'self'");
    }
  });

  it('keeps images to this site when ads are off', () => {
    expect(directive(contentSecurityPolicy('n', { ...DEFAULT_CLIENT_ENV, adsEnabled: false }), 'img-src')).toBe("img-src 'self' data:");
  });

  it("with an ad network's tag, still requires the nonce, and trusts what the nonced tag loads", () => {
    const policy = contentSecurityPolicy('abc123', { ...DEFAULT_CLIENT_ENV, adTagUrl: 'https://ads.example.net/tag.js' });
    expect(directive(policy, 'script-src')).toBe("script-src 'nonce-abc123' 'strict-dynamic' https:");
    expect(policy).not.toContain("'unsafe-inline' ;");
    expect(directive(policy, 'script-src')).not.toContain('unsafe');
    expect(directive(policy, 'frame-src')).toBe('frame-src https:');
  });

  it('lets the player fetch and play audio from the CDN that AUDIO_BASE_URL names', () => {
    const policy = contentSecurityPolicy('n', DEFAULT_CLIENT_ENV, 'https://audio.example.net');
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob: https://audio.example.net");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://audio.example.net");
  });
});
