import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPageRoutes } from '../app/pageRoutes';
import type { RouteDeps } from '../app/routeDeps';
import { isCurrentLink } from './LinkList';
import { FIXED_NAV_LINKS } from './links';

describe("the genre nav's fixed links", () => {
  it('each open a page of their own, not the genre page that answers any other /{param}/', () => {
    const routes = createPageRoutes({ api: {}, queryClient: {}, awaitData: false } as RouteDeps);
    const opened = FIXED_NAV_LINKS.map((link) => matchRoutes(routes, link.to)?.at(-1)?.route.id);
    expect(opened).toEqual(['mostpopular', 'workday-channels', 'newest', 'five-star']);
  });
});

describe('isCurrentLink', () => {
  it('marks the link to the page shown, with or without its trailing slash, in any letter case', () => {
    expect(isCurrentLink('/christmas/', '/christmas/')).toBe(true);
    expect(isCurrentLink('/christmas/', '/christmas')).toBe(true);
    expect(isCurrentLink('/Christmas/', '/christmas/')).toBe(true);
  });

  it('marks the link to a page above the one shown, and no other', () => {
    expect(isCurrentLink('/featured/maggotbrain/', '/featured/maggotbrain/more')).toBe(true);
    expect(isCurrentLink('/christmas/', '/christmas-music/')).toBe(false);
    expect(isCurrentLink('/', '/christmas/')).toBe(false);
    expect(isCurrentLink('/', '/')).toBe(true);
  });
});
