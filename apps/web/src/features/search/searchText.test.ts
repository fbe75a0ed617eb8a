import { describe, expect, it } from 'vitest';
import { searchPath } from './searchText';

describe('search box text', () => {
  it('strips the characters the spec forbids before going to the search page', () => {
    expect(searchPath('  Rock & Roll (70s): "best"?  ')).toBe('/search/Rock%20Roll%2070s%20best/');
  });
  it('goes nowhere when nothing is left', () => {
    expect(searchPath(' &/#?. ')).toBeNull();
  });
});
