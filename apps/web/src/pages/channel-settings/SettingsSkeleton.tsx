const ROWS = [0, 1, 2];

/** Placeholders in the page's shape while the check and the details load. */
export function SettingsSkeleton() {
  return (
    <div className="channel-settings__skeleton" aria-busy="true" data-testid="settings-skeleton">
      <div className="channel-hero">
        <span className="channel-hero__art skeleton-block" />
        <div className="channel-hero__text">
          <span className="skeleton-block skeleton-block--title" />
          <span className="skeleton-block skeleton-block--line" />
        </div>
      </div>
      {ROWS.map((n) => (
        <span key={n} className="skeleton-block skeleton-block--row" />
      ))}
    </div>
  );
}
