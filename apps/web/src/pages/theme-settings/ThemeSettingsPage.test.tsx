// @vitest-environment jsdom
import { COOKIES, LIMITS, THEMES } from '@earshot/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_LABELS, applyTheme } from '../../lib/theme';
import { renderInApp } from '../../app/testing';
import ThemeSettingsPage from './page';

afterEach(cleanup);

/** What the page writes to document.cookie, one string per write. */
let written: string[];
beforeEach(() => {
  written = [];
  document.documentElement.dataset.theme = 'default';
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
  });
});
afterEach(() => vi.restoreAllMocks());

const radio = (label: string) => screen.getByRole<HTMLInputElement>('radio', { name: label });

describe('the theme page', () => {
  it('lists the seven themes as one radio group, the current one checked', async () => {
    document.documentElement.dataset.theme = 'cabernet';
    renderInApp(<ThemeSettingsPage />, { path: '/theme_settings/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Themes' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeTruthy();
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.value)).toEqual([...THEMES]);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(radio('Bright').value).toBe('default');
    expect(radio('Cabernet').checked).toBe(true);
    expect(radios.filter((r) => r.checked)).toHaveLength(1);
    // Each preview carries its own theme, hidden from assistive technology.
    for (const name of THEMES) expect(document.querySelector(`.theme-preview[data-theme="${name}"]`)?.getAttribute('aria-hidden')).toBe('true');
  });

  it('choosing a theme applies it at once and sets the themecss cookie for a year, site-wide, SameSite=Lax', () => {
    renderInApp(<ThemeSettingsPage />, { path: '/theme_settings/' });
    fireEvent.click(radio('Dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(radio('Dark').checked).toBe(true);
    expect(radio('Bright').checked).toBe(false);
    expect(written).toEqual([`${COOKIES.theme}=dark; path=/; max-age=${LIMITS.themeCookieDays * 86400}; SameSite=Lax`]);

    fireEvent.click(radio('Winter Blue'));
    expect(document.documentElement.dataset.theme).toBe('winterBlue');
    expect(written.at(-1)).toMatch(/^themecss=winterBlue; path=\/; max-age=31536000; SameSite=Lax$/);
  });

  it('every theme has a label', () => {
    for (const name of THEMES) expect(THEME_LABELS[name]).toMatch(/\S/);
    expect(THEME_LABELS.default).toBe('Bright');
  });

  it('marks the cookie Secure on https', () => {
    const doc = { documentElement: { dataset: {} as DOMStringMap }, location: { protocol: 'https:' }, cookie: '', querySelector: () => null } as unknown as Document;
    applyTheme('holiday', doc);
    expect(doc.documentElement.dataset.theme).toBe('holiday');
    expect(doc.cookie).toBe(`themecss=holiday; path=/; max-age=${365 * 86400}; SameSite=Lax; Secure`);
  });
});
