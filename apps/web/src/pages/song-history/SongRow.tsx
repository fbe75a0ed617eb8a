import { type Track, coverUrl } from '@earshot/contract';
import type { ReactNode } from 'react';
import { FallbackImage } from '../../ui/FallbackImage';

/** One song of a list: cover art, title, artist, album and year, and what the list adds (`children`). */
export function SongRow({ song, children }: { song: Track; children: ReactNode }) {
  const { album } = song;
  return (
    <li className="song-row">
      <FallbackImage className="song-row__cover" src={coverUrl(album.cdcover)} alt="" width={56} height={56} loading="lazy" />
      <div className="song-row__text">
        <p className="song-row__title">{song.title}</p>
        <p className="song-row__artist">{song.track_artist}</p>
        <p className="song-row__album">{album.year ? `${album.title} · ${album.year}` : album.title}</p>
      </div>
      <div className="song-row__detail">{children}</div>
    </li>
  );
}

/** When something happened, in the listener's own locale and time zone. */
export function When({ at }: { at: number }) {
  const date = new Date(at);
  return <time dateTime={date.toISOString()}>{date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}
