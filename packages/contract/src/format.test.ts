import { describe, expect, it } from 'vitest';
import { channelPageHref, channelPath, formatClock, truncateDescription } from './format';

describe('truncateDescription', () => {
  it('keeps descriptions of 97 characters or fewer whole', () => {
    const text = 'a'.repeat(97);
    expect(truncateDescription(text)).toBe(text);
  });
  it('cuts longer descriptions at 97 characters and adds ...', () => {
    const cut = truncateDescription('b'.repeat(120));
    expect(cut).toBe(`${'b'.repeat(97)}...`);
  });
});

describe('formatClock', () => {
  it('formats minutes and zero-padded seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(600)).toBe('10:00');
  });
});

describe('channelPath', () => {
  it('builds the canonical /channel/{name}/{oldid}/ path', () => {
    expect(channelPath({ name: 'Smooth Jazz & Soul!', oldid: 123 })).toBe('/channel/smooth-jazz-soul/123/');
  });
});

describe('channelPageHref', () => {
  const channel = { _id: { $oid: '5f00000000000000000000aa' }, name: 'Smooth Jazz & Soul!', oldid: 123456789 };

  it("names a catalog channel's page by its legacy id and a user channel's by its id, which anyone may open", () => {
    expect(channelPageHref({ ...channel, is_user_channel: false })).toBe('/channel/smooth-jazz-soul/123456789/');
    expect(channelPageHref({ ...channel, is_user_channel: true })).toBe('/channel/smooth-jazz-soul/5f00000000000000000000aa/');
  });
});
