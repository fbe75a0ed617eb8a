import { useEffect, useState } from 'react';
import { AdSlot } from './AdSlot';

/** Wide enough for a 300 px column beside the page (the stylesheet's breakpoint for .ad-rail). */
const RAIL_QUERY = '(min-width: 1440px)';

/**
 * The two right medium rectangles, on screens with room for them beside the page. The column is
 * laid out by the stylesheet from the first paint; the slots mount only where it shows, so a
 * hidden ad is never fetched or counted.
 */
export function AdRail() {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(RAIL_QUERY);
    if (!query) return;
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return (
    <div className="ad-rail">
      {wide && (
        <>
          <AdSlot slot="rectangle-right-1" />
          <AdSlot slot="rectangle-right-2" />
        </>
      )}
    </div>
  );
}
