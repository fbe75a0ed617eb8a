import { readFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_COLORS, THEMES } from '@earshot/contract';
import { describe, expect, it } from 'vitest';

/** themes.css as { theme: { variable: value } }. */
function parseThemes(): Record<string, Record<string, string>> {
  const css = readFileSync(path.resolve(import.meta.dirname, '../../styles/themes.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const themes: Record<string, Record<string, string>> = {};
  for (const block of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const names = [...block[1].matchAll(/\[data-theme='([^']+)'\]/g)].map((m) => m[1]);
    const vars = Object.fromEntries([...block[2].matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
    for (const name of names) themes[name] = { ...themes[name], ...vars };
  }
  return themes;
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(m[1].slice(i, i + 2), 16)) as Rgb;
}

function luminance(colour: string | Rgb): number {
  const [r, g, b] = (typeof colour === 'string' ? rgb(colour) : colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string | Rgb, b: string | Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** What `filter: grayscale(1)` draws a colour as (Chromium weighs the encoded channels). */
const greyed = ([r, g, b]: Rgb): Rgb => Array(3).fill(0.2126 * r + 0.7152 * g + 0.0722 * b) as Rgb;
/** A colour drawn at `opacity` over `under`. */
const over = (colour: Rgb, under: Rgb, opacity: number): Rgb => colour.map((c, i) => c * opacity + under[i] * (1 - opacity)) as Rgb;

/**
 * Text colour, the control's own background (none: it shows what is under it), the background
 * under the control: the disabled controls the app draws (primary, secondary, danger and text
 * buttons on the page and in modals, fields, the player's buttons and its play button).
 */
const DISABLED_CONTROLS: [string, string | null, string][] = [
  ['--accent-text', '--accent', '--bg'], ['--accent-text', '--accent', '--surface'], ['--accent-text', '--accent', '--player-bg'],
  ['--text', '--surface', '--bg'], ['--text', '--surface', '--surface'], ['--text', null, '--bg'], ['--text', null, '--surface'],
  ['--accent', null, '--bg'], ['--accent', null, '--surface'],
  ['--danger-text', '--danger', '--surface'],
  ['--player-text', null, '--player-bg'],
];

/** Text colour, background: the pairs the app draws text with (WCAG AA, normal text: 4.5). */
const TEXT_PAIRS: [string, string][] = [
  ['--text', '--bg'], ['--text', '--surface'], ['--text', '--surface-hover'],
  ['--text-muted', '--bg'], ['--text-muted', '--surface'], ['--text-muted', '--surface-hover'],
  ['--accent', '--bg'], ['--accent', '--surface'], ['--accent', '--accent-soft'], ['--accent-hover', '--accent-soft'],
  ['--accent-text', '--accent'], ['--accent-text', '--accent-hover'],
  ['--header-text', '--header-bg'], ['--header-text', '--header-hover'], ['--header-text', '--field-bg'],
  ['--header-muted', '--header-bg'], ['--header-muted', '--field-bg'],
  ['--player-text', '--player-bg'], ['--player-text', '--player-hover'], ['--player-muted', '--player-bg'],
  ['--danger', '--surface'], ['--danger', '--bg'], ['--danger', '--danger-soft'], ['--danger-text', '--danger'],
  ['--success', '--surface'],
];

describe('themes.css', () => {
  const themes = parseThemes();
  const variables = Object.keys(themes.default ?? {});

  it('defines every theme, each with every variable the default has', () => {
    expect(Object.keys(themes).sort()).toEqual([...THEMES].sort());
    expect(variables.length).toBeGreaterThan(20);
    for (const name of THEMES) expect({ name, missing: variables.filter((v) => !(v in themes[name])) }).toEqual({ name, missing: [] });
  });

  // A browser's own bar (and an installed app's title bar) continues the header it sits above.
  it.each([...THEMES])("%s tints the browser's bar with its header colour", (name) => {
    expect(THEME_COLORS[name]).toBe(themes[name]['--header-bg']);
  });

  it.each([...THEMES])('%s draws text with at least 4.5:1 contrast', (name) => {
    const low = TEXT_PAIRS.map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: Math.round(contrast(themes[name][fg], themes[name][bg]) * 100) / 100 })).filter((p) => p.ratio < 4.5);
    expect(low).toEqual([]);
  });

  // WCAG exempts disabled controls from contrast; a listener still has to read what they would do.
  it.each([...THEMES])('%s dims a disabled control visibly, keeping its text at 3:1 or more', (name) => {
    const theme = themes[name];
    const opacity = Number(theme['--disabled-opacity']);
    expect(opacity).toBeGreaterThan(0);
    expect(opacity).toBeLessThanOrEqual(0.7);
    const low = DISABLED_CONTROLS.map(([fg, bg, under]) => {
      const below = rgb(theme[under]);
      const background = bg ? over(greyed(rgb(theme[bg])), below, opacity) : below;
      const ratio = contrast(over(greyed(rgb(theme[fg])), below, opacity), background);
      return { control: `${fg} on ${bg ?? 'nothing'} over ${under}`, ratio: Math.round(ratio * 100) / 100 };
    }).filter((c) => c.ratio < 3);
    expect(low).toEqual([]);
  });
});
