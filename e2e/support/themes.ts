import { COOKIES, THEMES, type ThemeName } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';

/** Makes the server draw the next pages this browser loads in `theme`: the cookie the theme page writes. */
export async function chooseTheme(page: Page, baseUrl: string, theme: ThemeName): Promise<void> {
  await page.context().addCookies([{ name: COOKIES.theme, value: theme, url: baseUrl }]);
}

/** The theme the open page is drawn in (`<html data-theme>`). */
export function shownTheme(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.theme);
}

async function showTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate((name) => {
    document.documentElement.dataset.theme = name;
  }, theme);
}

/**
 * axe's violations on the open page in every theme, each line led by its theme. A theme is only
 * colours (`<html data-theme>` picks a set of CSS variables over the same markup), so the page is
 * switched in place as the theme page does, rather than loaded and made interactive seven times;
 * it is left in the theme it was loaded in.
 */
export async function axeViolationsInEveryTheme(page: Page): Promise<string[]> {
  const loaded = (await shownTheme(page)) ?? 'default';
  const violations: string[] = [];
  for (const theme of [loaded, ...THEMES.filter((t) => t !== loaded)]) {
    await showTheme(page, theme);
    violations.push(...(await axeViolations(page)).map((line) => `${theme} ${line}`));
  }
  await showTheme(page, loaded);
  return violations;
}
