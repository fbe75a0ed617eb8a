import type { AudioSource } from '../audio';
import type { Db } from '../../db';

export class TrackRepo {
  constructor(private readonly db: Db) {}

  /** What the audio service needs to synthesise a demo track. */
  async audioSource(id: string): Promise<AudioSource | undefined> {
    const row = await this.db
      .selectFrom('tracks')
      .select(['id', 'style', 'seed', 'duration_ms', 'kind'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { ...row, style: row.style as AudioSource['style'], kind: row.kind as AudioSource['kind'] };
  }
}
