import type { AudioSource } from '../../media';
import type { Db } from '../../../db';

export class TrackRepo {
  constructor(private readonly db: Db) {}

  /** What the audio service needs to synthesise a demo track; none for an ingested one, whose audio is a stored file. */
  async audioSource(id: string): Promise<AudioSource | undefined> {
    const row = await this.db
      .selectFrom('tracks')
      .innerJoin('artists', 'artists.id', 'tracks.artist_id')
      .innerJoin('albums', 'albums.id', 'tracks.album_id')
      .select(['tracks.id', 'tracks.style', 'tracks.seed', 'tracks.duration_ms', 'tracks.kind', 'tracks.gain_db', 'tracks.title', 'artists.name as artist', 'albums.title as album', 'albums.year'])
      .where('tracks.id', '=', id)
      .where('tracks.media_type', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    const { title, artist, album, year, ...sound } = row;
    return { ...sound, style: sound.style as AudioSource['style'], kind: sound.kind as AudioSource['kind'], tags: { title, artist, album, year } };
  }
}
