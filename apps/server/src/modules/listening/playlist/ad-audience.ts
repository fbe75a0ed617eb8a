import { type AdAudience, HOUSE_SPOT_AUDIENCES } from '@earshot/catalog';
import { FIVE_STAR_LIMITS } from '@earshot/contract';

/** Who a listener is to the ad breaks: a visitor, a member, or a member who has unlocked Five-Star Radio. */
export function adAudienceOf(userId: string | null, ratedSongs: number): AdAudience {
  if (!userId) return 'visitor';
  return ratedSongs >= FIVE_STAR_LIMITS.unlockRatedSongs ? 'five_star' : 'member';
}

/** The spots that speak to this audience: house spots by their audience, an operator's own to everyone. */
export function spotsFor<S extends { id: string }>(spots: readonly S[], audience: AdAudience): S[] {
  return spots.filter((spot) => HOUSE_SPOT_AUDIENCES.get(spot.id)?.includes(audience) ?? true);
}
