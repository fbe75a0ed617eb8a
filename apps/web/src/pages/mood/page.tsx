import {
  BROWSE_TEXT,
  CHRISTMAS_GENRE_PARAM,
  MOOD_PAGE_SEGMENTS,
  MOOD_TEXT,
  type MoodGroup,
  type MoodKind,
  pageTitle,
  segmentPath,
} from '@earshot/contract';
import { Link, useMatches } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { BrowseLoadError } from '../../features/browse/PageStates';
import { TileList } from '../../features/channels/TileList';
import { useMoodPage } from '../../api/moods';
import { TileSkeletons } from '../../ui/TileGrid';
import '../../ui/chips.css';
import '../../features/browse/browse.css';
import './mood.css';

/** A description starting with '*' is kept in the catalog but not shown (001 section 2). */
const shownDescription = (description: string | null) => (description && !description.startsWith('*') ? description : null);

/**
 * A group as a titled section. Its heading's id is the group's param, so `#{param}` links to it.
 * Workday groups show only their name (001 section 2); holiday groups their description too.
 */
function GroupSection({ group, describe }: { group: MoodGroup; describe: boolean }) {
  const description = describe ? shownDescription(group.description) : null;
  return (
    <section className="browse-section" aria-labelledby={group.param}>
      <h2 id={group.param} className="browse-section__title">
        {group.name}
      </h2>
      {description && <p className="mood-group__description">{description}</p>}
      <TileList channels={group.channels} />
    </section>
  );
}

/** Links to each group further down the page. */
function GroupLinks({ groups }: { groups: MoodGroup[] }) {
  return (
    <nav aria-label={MOOD_TEXT.groupsNav}>
      <ul className="chip-list">
        {groups.map((group) => (
          <li key={group.param}>
            <a className="chip" href={`#${group.param}`}>
              {group.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Groups({ kind }: { kind: MoodKind }) {
  const { data, error, refetch } = useMoodPage(kind);
  if (data && data.groups.length === 0) return <p className="browse-page__description">{BROWSE_TEXT.noChannels}</p>;
  if (data) {
    return (
      <>
        <GroupLinks groups={data.groups} />
        {data.groups.map((group) => (
          <GroupSection key={group.param} group={group} describe={kind === 'holiday'} />
        ))}
      </>
    );
  }
  if (error) return <BrowseLoadError pageError={BROWSE_TEXT.errorFetchingPage} onRetry={refetch} />;
  return <TileSkeletons />;
}

function HolidayIntro() {
  return (
    <>
      <h1 className="browse-page__title">{MOOD_TEXT.holidayTitle}</h1>
      <p className="browse-page__description">{MOOD_TEXT.holidayIntro}</p>
      <p className="mood-page__count">
        {MOOD_TEXT.christmasCount} <Link to={segmentPath(CHRISTMAS_GENRE_PARAM)}>{MOOD_TEXT.allChristmasChannels}</Link>
      </p>
    </>
  );
}

/**
 * /workday-channels/ and the holiday page (/holiday-music/, /christmas-music/, /holiday-channels-2024/):
 * one page for both kinds, told apart by the route (pageRoutes.tsx names each route by its segment).
 * The title and intro show at once; the groups come from the loader's data.
 */
export default function MoodPage() {
  const kind: MoodKind = useMatches().at(-1)?.id === MOOD_PAGE_SEGMENTS.workday ? 'workday' : 'holiday';
  const workday = kind === 'workday';
  return (
    <div className="browse-page">
      <PageMeta
        title={pageTitle(workday ? MOOD_TEXT.workdayTitle : MOOD_TEXT.holidayTitle)}
        description={workday ? MOOD_TEXT.workdayIntro : `${MOOD_TEXT.holidayIntro} ${MOOD_TEXT.christmasCount}`}
        canonicalPath={segmentPath(workday ? MOOD_PAGE_SEGMENTS.workday : MOOD_PAGE_SEGMENTS.holiday[0])}
      />
      <header className="browse-page__intro">
        {workday ? (
          <>
            <h1 className="browse-page__title">{MOOD_TEXT.workdayTitle}</h1>
            <p className="browse-page__description">{MOOD_TEXT.workdayIntro}</p>
          </>
        ) : (
          <HolidayIntro />
        )}
      </header>
      <Groups kind={kind} />
    </div>
  );
}
