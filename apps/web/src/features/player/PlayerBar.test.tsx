// @vitest-environment jsdom
import { MESSAGES } from '@earshot/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/testing';
import { DocumentTitle } from './DocumentTitle';
import { CHANNEL_OID, item } from './fakeAudio';
import { PlayerBar } from './PlayerBar';
import { usePlayerStore } from './store';
import { initialPlayerState, type PlayerState } from './types';

afterEach(() => {
  cleanup();
  usePlayerStore.setState(initialPlayerState, true);
});

const channel = { id: CHANNEL_OID, oldid: 42, name: 'Smooth Jazz' };

function showState(patch: Partial<PlayerState>) {
  act(() => usePlayerStore.setState({ ...initialPlayerState, channel, ...patch }, true));
}

describe('player bar', () => {
  it('is closed with a hint until something plays', () => {
    renderInApp(<PlayerBar />);
    expect(screen.getByText(MESSAGES.nowPlayingNothing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('shows the song and a Pause button that toggles playback', () => {
    const { player } = renderInApp(<PlayerBar />);
    showState({ status: 'playing', item: item(1), position: 65, duration: 180 });
    expect(screen.getByText('Song 1')).toBeTruthy();
    expect(screen.getByText('Artist 1')).toBeTruthy();
    expect(screen.getByText('Album 1 · 2001')).toBeTruthy();
    expect(screen.getByText('1:05 / 3:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(player.toggle).toHaveBeenCalledTimes(1);

    showState({ status: 'paused', item: item(1) });
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('has a labelled volume slider', () => {
    const { player } = renderInApp(<PlayerBar />);
    showState({ status: 'playing', item: item(1), volume: 70 });
    const slider = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect(slider.value).toBe('70');
    fireEvent.change(slider, { target: { value: '40' } });
    expect(player.setVolume).toHaveBeenCalledWith(40);
  });

  it('names the channel and disables the controls during a station id', () => {
    renderInApp(<PlayerBar />);
    showState({ status: 'playing', item: item(2, { type: 'sweeper', title: 'sweeper' }) });
    expect(screen.queryByText('sweeper')).toBeNull();
    expect(screen.getAllByText('Smooth Jazz').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Pause' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells the listener music resumes shortly during an ad', () => {
    renderInApp(<PlayerBar />);
    showState({ status: 'playing', item: item(3, { type: 'ad', title: 'Earshot Plus' }) });
    expect(screen.getByText(MESSAGES.adResume)).toBeTruthy();
  });

  it('names the playing song in the browser tab', () => {
    renderInApp(<DocumentTitle />);
    showState({ status: 'playing', item: item(1) });
    expect(document.title).toBe('Song 1 - Artist 1 | Earshot');
  });
});
