import { CHANNEL_PAGE_TEXT, LIMITS, type Track, coverUrl } from '@earshot/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { artistPath } from '../../api/search';
import { FallbackImage } from '../../ui/FallbackImage';
import { TileGrid, TileSkeletons } from '../../ui/TileGrid';

/**
 * 'Featuring songs by:', a tile per featured song (each by a different artist): the cover of its
 * album and the artist's name, leading to the artist's page. Placeholders while the songs load.
 */
export function FeaturedArtists({ tracks }: { tracks: readonly Track[] | undefined }) {
  const headingId = useId();
  // A channel with no songs of its own (Five-Star Radio) features no one.
  if (tracks?.length === 0) return null;
  return (
    <section className="channel-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{CHANNEL_PAGE_TEXT.featuring}</h2>
      {tracks ? (
        <TileGrid>
          {tracks.map((track) => (
            <li key={track._id.$oid}>
              <Link className="tile artist-tile" to={artistPath(track.track_artist)}>
                <span className="tile__art">
                  {/* The name beside it says it all: the cover is decoration. */}
                  <FallbackImage src={coverUrl(track.album.cdcover)} alt="" width={147} height={147} loading="lazy" decoding="async" />
                </span>
                <span className="tile__name">{track.track_artist}</span>
              </Link>
            </li>
          ))}
        </TileGrid>
      ) : (
        <TileSkeletons count={LIMITS.featuredTracksPerChannel} />
      )}
    </section>
  );
}
