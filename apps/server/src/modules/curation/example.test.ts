import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCurationFile } from './load';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../../../docs/examples/catalog.yaml');

describe('the example curation file in docs/examples', () => {
  it('is valid, and shows every kind of list a file can carry', async () => {
    const { data } = await loadCurationFile(EXAMPLE);
    const lists = ['genres', 'channels', 'featured', 'moods', 'pages', 'banners', 'charities', 'ads'] as const;
    expect(lists.filter((kind) => data[kind].length === 0)).toEqual([]);
  });
});
