import { randomBytes, randomInt } from 'node:crypto';
import { LIMITS, type Playlist, toOid } from '@earshot/contract';
import { errors } from '../../http/errors';
import type { ChannelService } from '../channels/service';
import { DEFAULT_POLICY, planNext } from './policy';
import { presentItem } from './presenter';
import type { ItemRecord, PlaylistRepo } from './repo';

export interface Listener {
  key: string;
  userId: string | null;
}

export interface AudioUrls {
  signUrl(trackId: string): string;
  prefetch(trackIds: string[]): void;
  isCached(trackId: string): boolean;
}

const random = () => randomInt(0, 2 ** 32) / 2 ** 32;

export class PlaylistService {
  constructor(
    private readonly repo: PlaylistRepo,
    private readonly channels: ChannelService,
    private readonly audio: AudioUrls,
    private readonly clock: () => number = Date.now,
  ) {}

  async next(channelRef: string, listener: Listener): Promise<Playlist> {
    const channel = await this.channels.require(channelRef);
    const now = this.clock();
    const [candidates, history, sweepers] = await Promise.all([
      this.repo.candidates(channel.id),
      this.repo.history(listener.key, channel.id, now - DEFAULT_POLICY.windowMs),
      this.repo.sweepers(),
    ]);
    const ready = (c: ItemRecord) => this.audio.isCached(c.id);
    const picks = planNext({ candidates, history, count: LIMITS.playlistBatch, now, random, ready });
    const items: ItemRecord[] = picks.flatMap((p) =>
      p.kind === 'song' ? [p.track] : sweepers.length ? [sweepers[Math.floor(random() * sweepers.length)]] : [],
    );
    await this.repo.recordServed(
      items.map((item, i) => ({
        listener_key: listener.key,
        user_id: listener.userId,
        channel_id: channel.id,
        track_id: item.id,
        served_at: now + i,
      })),
    );
    return {
      channel: { _id: toOid(channel.id), oldid: channel.oldid, name: channel.name },
      items: items.map((item) => presentItem(item, this.audio.signUrl(item.id))),
    };
  }

  /**
   * Starts encoding a playlist's first item ahead of its audio request. Only the first: the player
   * preloads each later one itself well before it is due, so encoding them now would only compete
   * for CPU. The start call does not need this: it opens the first item's audio itself.
   */
  prefetchFirst(playlist: Playlist): void {
    this.audio.prefetch(playlist.items.slice(0, 1).map((i) => i._id.$oid));
  }

  async played(listener: Listener, channelId: string, trackId: string, ms: number): Promise<void> {
    const known = await this.repo.recordPlayed(listener.key, channelId, trackId, ms);
    if (!known) throw errors.notFound('Play');
  }

  /**
   * A deleted account's plays stay as anonymous performances (royalty reports count them), under a
   * fresh random listener key that links them to nobody.
   */
  async forgetUser(userId: string): Promise<void> {
    await this.repo.anonymizeUser(userId, randomBytes(16).toString('hex'));
  }
}
