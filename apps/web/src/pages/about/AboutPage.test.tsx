// @vitest-environment jsdom
import { ABOUT_TEXT, CONTACT_ADDRESS, CURATORS } from '@earshot/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/testing';
import { SOCIAL_LINKS } from '../../layout/footerLinks';
import AboutPage from './page';

afterEach(cleanup);

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Our Story', () => {
  it('tells the mission under its title', () => {
    renderInApp(<AboutPage />, { path: '/about/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeTruthy();
    expect(screen.getByText(ABOUT_TEXT.lead)).toBeTruthy();
    for (const paragraph of ABOUT_TEXT.mission) expect(screen.getByText(paragraph)).toBeTruthy();
  });

  it('introduces nine curators, each by name with a biography', () => {
    renderInApp(<AboutPage />, { path: '/about/' });
    const curators = section(ABOUT_TEXT.curatorsTitle);
    const cards = curators.getAllByRole('listitem');
    expect(cards).toHaveLength(9);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(CURATORS.map((c) => c.name));
    expect(new Set(CURATORS.map((c) => c.name)).size).toBe(9);
    for (const [i, card] of cards.entries()) {
      expect(CURATORS[i].bio.length).toBeGreaterThan(80);
      expect(within(card).getByText(CURATORS[i].bio)).toBeTruthy();
    }
  });

  it('links to Earshot on each social network, in a new tab', () => {
    renderInApp(<AboutPage />, { path: '/about/' });
    const links = section(ABOUT_TEXT.socialTitle).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SOCIAL_LINKS.map((link) => [link.label, link.to]));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining([expect.stringContaining('facebook.com'), expect.stringContaining('instagram.com')]));
    for (const link of links) expect(link.getAttribute('target')).toBe('_blank');
  });

  it('gives a contact address with an email link and the contact page', () => {
    renderInApp(<AboutPage />, { path: '/about/' });
    const contact = section(ABOUT_TEXT.contactTitle);
    const address = contact.getByRole('group');
    for (const line of CONTACT_ADDRESS.lines) expect(within(address).getByText(line)).toBeTruthy();
    expect(contact.getByRole('link', { name: CONTACT_ADDRESS.email }).getAttribute('href')).toBe(`mailto:${CONTACT_ADDRESS.email}`);
    expect(contact.getByRole('link', { name: ABOUT_TEXT.contactPage }).getAttribute('href')).toBe('/page/contact/');
  });
});
