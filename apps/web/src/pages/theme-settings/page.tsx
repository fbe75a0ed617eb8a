import { THEMES, type ThemeName, pageTitle } from '@earshot/contract';
import { useEffect, useState } from 'react';
import { PageMeta } from '../../lib/meta';
import { THEME_LABELS, applyTheme, currentTheme } from '../../lib/theme';
import './theme-settings.css';

const DESCRIPTION = 'Choose how the site looks: Bright, Dark, Holiday, Cabernet, Pumpkin Spice, Winter Blue or Light.';

/**
 * A small picture of the site in `theme`: header, a card with a link and a button, and the player.
 * It carries its own data-theme, so it shows that theme's colours whatever the page's theme is.
 */
function ThemePreview({ theme }: { theme: ThemeName }) {
  return (
    <span className="theme-preview" data-theme={theme} aria-hidden="true">
      <span className="theme-preview__header">
        <span className="theme-preview__logo" />
        <span className="theme-preview__field" />
      </span>
      <span className="theme-preview__page">
        <span className="theme-preview__card">
          <span className="theme-preview__line" />
          <span className="theme-preview__line theme-preview__line--muted" />
          <span className="theme-preview__button" />
        </span>
      </span>
      <span className="theme-preview__player">
        <span className="theme-preview__play" />
        <span className="theme-preview__line theme-preview__line--player" />
      </span>
    </span>
  );
}

/**
 * /theme_settings/: the seven themes as a radio group. Choosing one applies it at once and sets the
 * themecss cookie, so the server renders the next page in it. The server does not tell the page
 * which theme is on (only <html data-theme> says), so the choice is read after hydration; until then
 * no radio is checked, which keeps the server's HTML and the first client render the same.
 */
export default function ThemeSettingsPage() {
  const [theme, setTheme] = useState<ThemeName | null>(null);
  useEffect(() => setTheme(currentTheme()), []);

  const choose = (next: ThemeName) => {
    applyTheme(next);
    setTheme(next);
  };

  return (
    <div className="theme-settings">
      <PageMeta title={pageTitle('Themes')} description={DESCRIPTION} />
      <h1>Themes</h1>
      <p className="theme-settings__lead">Pick a look for the site. It changes right away and we remember it on this browser.</p>
      <fieldset className="theme-settings__options">
        <legend className="visually-hidden">Theme</legend>
        {THEMES.map((name) => (
          <label key={name} className="theme-option">
            <ThemePreview theme={name} />
            <span className="theme-option__name">
              <input type="radio" name="theme" value={name} checked={theme === name} onChange={() => choose(name)} />
              {THEME_LABELS[name]}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
