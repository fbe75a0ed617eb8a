import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/**
 * User channels draw their legacy ids at random from a range of their own, far above the catalog's:
 * no counter for concurrent requests to fight over. A clash (one in millions) is drawn again.
 */
const USER_CHANNEL_OLDIDS = { min: 100_000_000, max: 999_999_999 };

/** A new user channel's ids: an unguessable 24-hex id, a legacy id from the user channels' range, a uuid. */
export function newCopyIdentity() {
  return {
    id: randomBytes(12).toString('hex'),
    oldid: randomInt(USER_CHANNEL_OLDIDS.min, USER_CHANNEL_OLDIDS.max + 1),
    channel_uuid: randomUUID(),
  };
}
