import { BROWSE_TEXT } from '@earshot/contract';
import { useEffect } from 'react';
import { RetryContent } from '../../ui/RetryContent';
import { TileSkeletons } from '../../ui/TileGrid';
import { toast } from '../toasts/store';

/** While a genre or featured page loads: the heading's and hero's shapes and 6 placeholder tiles. */
export function BrowseSkeleton() {
  return (
    <div className="browse-page" aria-busy="true">
      <span className="browse-skeleton browse-skeleton--title" />
      <span className="browse-skeleton browse-skeleton--line" />
      <span className="browse-skeleton browse-skeleton--hero" />
      <TileSkeletons />
    </div>
  );
}

/**
 * A page whose data failed: the page's error (001 section 8) as a toast, and the retry control;
 * when its retries are used up, the reload toast.
 */
export function BrowseLoadError({ pageError, onRetry }: { pageError: string; onRetry(): Promise<unknown> }) {
  useEffect(() => {
    toast({ kind: 'error', message: pageError });
  }, [pageError]);
  return (
    <div className="browse-page">
      <RetryContent
        message={BROWSE_TEXT.errorLoadingContent}
        onRetry={onRetry}
        onExhausted={() => toast({ kind: 'error', message: BROWSE_TEXT.reloadFailed })}
      />
    </div>
  );
}
