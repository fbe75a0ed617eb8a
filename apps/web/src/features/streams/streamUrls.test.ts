import { LIMITS } from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { channel } from '../../app/testing';
import { channelStreamRef, channelStreamUrl, personalStreamUrl } from './streamUrls';

describe('stream addresses', () => {
  it("name a catalog channel by its number and a listener's channel by its id, as their pages do", () => {
    expect(channelStreamRef(channel(1))).toBe('101');
    expect(channelStreamRef(channel(2, { is_user_channel: true }))).toBe(channel(2)._id.$oid);
  });

  it('leave Five-Star Radio without a public stream: its songs are drawn for each listener', () => {
    expect(channelStreamRef(channel(3, { oldid: LIMITS.fiveStarOldId }))).toBeNull();
  });

  it('are absolute on the site, for a player on another device', () => {
    expect(channelStreamUrl('https://earshot.example', '101')).toBe('https://earshot.example/stream/101.mp3');
    expect(channelStreamUrl('https://earshot.example', '101', 'pls')).toBe('https://earshot.example/stream/101.pls');
    expect(personalStreamUrl('https://earshot.example', 'k3y', '4605')).toBe('https://earshot.example/stream/me/k3y/4605.mp3');
  });
});
