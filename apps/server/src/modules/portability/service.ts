import { type ExportFile, type ImportResult, YOUR_DATA_LIMITS, YOUR_DATA_MESSAGES } from '@earshot/contract';
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import { accountOf, lockAccount } from '../accounts';
import { artistIds, curatedChannelIds, hasOwnChannels, nameableChannels, ownChannelsOf, restoreOwnChannel, songIds } from '../catalog';
import { hasListeningChoices, listeningOf, restoreListening } from '../listening';
import { idsNamedIn, planImport } from './plan';
import { channelIdsNamed, presentExport } from './presenter';

const notEmpty = () => new AppError(409, 'account_not_empty', YOUR_DATA_MESSAGES.notEmpty);

/**
 * Your data to take away (issue 27): composes what accounts, listening and the catalog each keep of
 * a listener into one file, and restores such a file into a new account. It names no table: each
 * owner reads and writes its own rows, the import's writes in one transaction.
 */
export class PortabilityService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  async exportFor(userId: string): Promise<ExportFile> {
    const [account, listening, channels] = await Promise.all([
      accountOf(this.db, userId),
      listeningOf(this.db, userId, YOUR_DATA_LIMITS.songHistoryMax),
      ownChannelsOf(this.db, userId),
    ]);
    const channelNames = await nameableChannels(this.db, userId, channelIdsNamed(listening));
    return presentExport({ account, listening, channels, channelNames, now: this.clock() });
  }

  /**
   * Restores a file into an account with no ratings, favorites or channels of its own yet (409
   * otherwise), all of it or, on any error, none of it.
   */
  async importInto(userId: string, file: ExportFile): Promise<ImportResult> {
    const named = idsNamedIn(file);
    return this.db.transaction().execute(async (trx) => {
      await lockAccount(trx, userId);
      if ((await hasListeningChoices(trx, userId)) || (await hasOwnChannels(trx, userId))) throw notEmpty();
      const [channels, songs, artists] = await Promise.all([
        curatedChannelIds(trx, named.channels),
        songIds(trx, named.songs),
        artistIds(trx, named.artists),
      ]);
      const plan = planImport(file, { channels, songs, artists }, this.clock());
      const restoredIds = new Map<string, string>();
      for (const [fileId, channel] of plan.channels) restoredIds.set(fileId, await restoreOwnChannel(trx, userId, channel));
      const here = (id: string) => restoredIds.get(id) ?? id;
      await restoreListening(trx, userId, {
        ratings: plan.listening.ratings.map((r) => ({ ...r, channelId: r.channelId === null ? null : here(r.channelId) })),
        favorites: plan.listening.favorites.map((f) => ({ ...f, channelId: here(f.channelId) })),
        channelHistory: plan.listening.channelHistory.map((h) => ({ ...h, channelId: here(h.channelId) })),
      });
      return { status: 'ok' as const, ...plan.counts };
    });
  }
}
