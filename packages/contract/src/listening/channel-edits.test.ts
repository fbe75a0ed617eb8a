import { describe, expect, it } from 'vitest';
import { CHANNEL_EDIT_TEXT } from './channel-edits';

describe('channel edit texts', () => {
  it('are the limit messages of 000 section 8, word for word', () => {
    expect(CHANNEL_EDIT_TEXT.songLimit).toBe(
      'Sorry, you cannot ban more than 200 songs from this channel. (You can add back banned songs if you wish to ban additional songs.)',
    );
    expect(CHANNEL_EDIT_TEXT.artistLimit).toBe(
      'Sorry, you cannot ban more than 100 artists from this channel. (You can add back banned artists if you wish to ban additional artists.)',
    );
  });
});
