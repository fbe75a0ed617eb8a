import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX, isReturnPath } from './return-path';

describe('the path a visitor returns to after signing up', () => {
  it('is a path on this site, with its query', () => {
    for (const path of ['/', '/jazz/', '/channel/smooth-jazz-lounge/1042/', '/search/ris/?x=1', '/artist/Ada%20Lovelace/']) {
      expect(isReturnPath(path), path).toBe(true);
    }
  });

  it('is never another site, however it is written', () => {
    for (const path of [
      '', 'jazz/', 'https://evil.example/', 'http:/evil.example', '//evil.example/', '/\\evil.example/', '\\\\evil.example',
      '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', ' /jazz/', `/${'a'.repeat(RETURN_PATH_MAX)}`,
    ]) {
      expect(isReturnPath(path), JSON.stringify(path)).toBe(false);
    }
  });
});
