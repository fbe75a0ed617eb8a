// @vitest-environment jsdom
import { PLAYER_TEXT } from '@earshot/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { channel, renderInApp } from '../../app/testing';
import { usePlayerStore } from '../player/store';
import { initialPlayerState, type PlayerState } from '../player/types';
import { ChannelTile } from './ChannelTile';

afterEach(() => {
  cleanup();
  usePlayerStore.setState(initialPlayerState, true);
});

const jazz = channel(1, { name: 'Smooth Jazz' });
const inPlayer = (patch: Partial<PlayerState>) =>
  act(() => usePlayerStore.setState({ ...initialPlayerState, channel: { id: jazz._id.$oid, oldid: jazz.oldid, name: jazz.name }, ...patch }, true));

describe('a channel tile', () => {
  it('says the channel is playing while the player is on it', () => {
    renderInApp(<ChannelTile channel={jazz} />);
    inPlayer({ status: 'loading' });
    expect(screen.getByRole('button', { name: 'Smooth Jazz, now playing' })).toBeTruthy();
    expect(screen.getByText('Now playing')).toBeTruthy();
  });

  it('stops saying so when the channel failed to start, and tries it again when pressed', () => {
    const { player } = renderInApp(<ChannelTile channel={jazz} />);
    inPlayer({ status: 'error', error: PLAYER_TEXT.errorLoadingChannel });
    expect(screen.queryByText('Now playing')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play Smooth Jazz' }));
    expect(player.play).toHaveBeenCalledWith(jazz._id.$oid, { name: 'Smooth Jazz', oldid: jazz.oldid });
  });
});
