import { COOKIES, LIMITS, THEME_COLORS, THEMES, type ThemeName } from '@earshot/contract';

// The server entry and the lazily loaded theme page import this module; the first page load does
// not (the server writes <html data-theme> from the cookie), so what is here costs it nothing.

export function resolveTheme(value: string | null | undefined): ThemeName {
  return THEMES.find((theme) => theme === value) ?? 'default';
}

/** What the theme page calls each theme (001 section 2: default is 'Bright'). */
export const THEME_LABELS: Record<ThemeName, string> = {
  default: 'Bright',
  dark: 'Dark',
  holiday: 'Holiday',
  cabernet: 'Cabernet',
  pumpkinspice: 'Pumpkin Spice',
  winterBlue: 'Winter Blue',
  lightTheme: 'Light',
};

/** The theme the page shows now. */
export function currentTheme(doc: Document = document): ThemeName {
  return resolveTheme(doc.documentElement.dataset.theme);
}

/**
 * Shows `theme` at once, the browser's own bar included (the theme-color the server wrote), and
 * remembers it in the themecss cookie (a year, the whole site), which the server reads to render
 * the next page in that theme.
 */
export function applyTheme(theme: ThemeName, doc: Document = document): void {
  doc.documentElement.dataset.theme = theme;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  const maxAge = LIMITS.themeCookieDays * 24 * 60 * 60;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${COOKIES.theme}=${theme}; path=/; max-age=${maxAge}; SameSite=Lax${secure}`;
}
