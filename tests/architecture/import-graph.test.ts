import { describe, expect, it } from 'vitest';
import { exportTarget, requestsIn } from './import-graph';

describe('reading a file’s imports', () => {
  it('sees static, re-exported, type-only and lazy imports, and no import in a comment or a string', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, c } from './bc';",
      "import { type D } from './d';",
      "import './side-effect';",
      "export * from './all';",
      "export type { E } from './e';",
      "const lazy = () => import('./lazy');",
      "// import './commented';",
      "const text = \"import './in-a-string'\";",
      'const view = <div>{text}</div>;',
    ].join('\n');
    expect(requestsIn('example.tsx', source)).toEqual([
      { specifier: './a', typeOnly: true, dynamic: false },
      { specifier: './bc', typeOnly: false, dynamic: false },
      { specifier: './d', typeOnly: true, dynamic: false },
      { specifier: './side-effect', typeOnly: false, dynamic: false },
      { specifier: './all', typeOnly: false, dynamic: false },
      { specifier: './e', typeOnly: true, dynamic: false },
      { specifier: './lazy', typeOnly: false, dynamic: true },
    ]);
  });

  it('fails on a file it cannot parse rather than reading it as importing nothing', () => {
    expect(() => requestsIn('broken.ts', 'import { from ;')).toThrow(/broken\.ts/);
  });
});

describe('package.json "exports"', () => {
  const exports = { '.': './src/index.ts', './db': './src/db/index.ts', './testing/*': './src/test/*.ts' };

  it('names the file of an exact entry or of a pattern entry, and none for a subpath not exported', () => {
    expect(exportTarget(exports, '.')).toBe('./src/index.ts');
    expect(exportTarget(exports, './db')).toBe('./src/db/index.ts');
    expect(exportTarget(exports, './testing/mail')).toBe('./src/test/mail.ts');
    expect(exportTarget(exports, './src/db/index')).toBeUndefined();
  });
});
