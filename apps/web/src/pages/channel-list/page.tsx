import { type ChannelListName, MOOD_PAGE_SEGMENTS, MOOD_TEXT, pageTitle, segmentPath } from '@earshot/contract';
import { useMatches } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { ChannelListTiles } from '../../features/moods/ChannelListTiles';
import '../../features/browse/browse.css';

const LISTS: Record<ChannelListName, { title: string; intro: string }> = {
  mostpopular: { title: MOOD_TEXT.mostPopularTitle, intro: MOOD_TEXT.mostPopularIntro },
  newest: { title: MOOD_TEXT.newestTitle, intro: MOOD_TEXT.newestIntro },
};

/**
 * The genre nav's Most Popular (/mostpopular/) and Newest Channels (/newest/): one page for both,
 * told apart by the route (pageRoutes.tsx names each route by its segment).
 */
export default function ChannelListPage() {
  const list: ChannelListName = useMatches().at(-1)?.id === MOOD_PAGE_SEGMENTS.newest ? 'newest' : 'mostpopular';
  const { title, intro } = LISTS[list];
  return (
    <div className="browse-page">
      <PageMeta title={pageTitle(title)} description={intro} canonicalPath={segmentPath(MOOD_PAGE_SEGMENTS[list])} />
      <header className="browse-page__intro">
        <h1 className="browse-page__title">{title}</h1>
        <p className="browse-page__description">{intro}</p>
      </header>
      <ChannelListTiles list={list} />
    </div>
  );
}
