import { THEMES, type ThemeName } from '@earshot/contract';

export function resolveTheme(value: string | undefined): ThemeName {
  return THEMES.find((theme) => theme === value) ?? 'default';
}
