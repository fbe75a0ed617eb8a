import { describe, expect, it } from 'vitest';
import { clientAssetsFromManifest, type Manifest } from './assets';

// The shape of a real build: the entry, a lazily loaded page that imports the entry back, a chunk
// shared by two lazy modules (with its own stylesheet) and a lazy modal.
const MANIFEST: Manifest = {
  'src/main.tsx': {
    file: 'assets/main-1.js',
    src: 'src/main.tsx',
    isEntry: true,
    css: ['assets/main-1.css'],
    imports: ['_vendor-1.js'],
    dynamicImports: ['src/pages/about/page.tsx', 'src/features/modals/ConfirmModal.tsx'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js', css: ['assets/vendor-1.css'] },
  'src/pages/about/page.tsx': {
    file: 'assets/page-about.js',
    src: 'src/pages/about/page.tsx',
    isDynamicEntry: true,
    css: ['assets/page-about.css'],
    imports: ['src/main.tsx', '_Modal-1.js'],
  },
  'src/features/modals/ConfirmModal.tsx': {
    file: 'assets/ConfirmModal-1.js',
    src: 'src/features/modals/ConfirmModal.tsx',
    isDynamicEntry: true,
    imports: ['src/main.tsx', '_Modal-1.js', '_vendor-1.js'],
  },
  '_Modal-1.js': { file: 'assets/Modal-1.js', css: ['assets/Modal-1.css', 'assets/main-1.css'], imports: ['src/main.tsx'] },
};

describe('client assets from the Vite manifest', () => {
  const assets = clientAssetsFromManifest(MANIFEST);

  it('runs the entry script, preloads its imports and links every stylesheet it pulls in, imports first', () => {
    expect(assets.scripts).toEqual(['/assets/main-1.js']);
    expect(assets.modules).toEqual(['/assets/vendor-1.js']);
    expect(assets.styles).toEqual(['/assets/vendor-1.css', '/assets/main-1.css']);
  });

  it('gives each lazy chunk its own files and those it shares, but nothing the entry already loaded', () => {
    expect(assets.chunks['src/pages/about/page.tsx']).toEqual({
      modules: ['/assets/page-about.js', '/assets/Modal-1.js'],
      // Shared styles before the page's own, so the page's rules win.
      styles: ['/assets/Modal-1.css', '/assets/page-about.css'],
    });
    expect(assets.chunks['src/features/modals/ConfirmModal.tsx']).toEqual({
      modules: ['/assets/ConfirmModal-1.js', '/assets/Modal-1.js'],
      styles: ['/assets/Modal-1.css'],
    });
    expect(Object.keys(assets.chunks)).toHaveLength(2);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => clientAssetsFromManifest({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/);
  });
});
