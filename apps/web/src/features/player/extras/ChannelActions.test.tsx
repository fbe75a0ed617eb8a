// @vitest-environment jsdom
import { LOG_IN_PROMPTS, PLAYER_TEXT } from '@earshot/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../app/testing';
import { useModalStore } from '../../modals/store';
import { item } from '../fakeAudio';
import { logInPrompt, resetPlayerTestState, showState, testChannel, visitorQueryClient } from '../playerTesting';
import { BanButton } from './BanButton';
import { ChannelActions } from './ChannelActions';

afterEach(() => {
  cleanup();
  resetPlayerTestState();
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderActions(loggedIn: boolean) {
  renderInApp(
    <>
      <BanButton />
      <ChannelActions />
    </>,
    { queryClient: visitorQueryClient(loggedIn) },
  );
  showState({ status: 'playing', item: item(1) });
}

describe('ban, favorite, blend and share', () => {
  it.each([
    [PLAYER_TEXT.ban, LOG_IN_PROMPTS.ban],
    [PLAYER_TEXT.favorite, LOG_IN_PROMPTS.favorite],
    [PLAYER_TEXT.blend, LOG_IN_PROMPTS.blend],
  ])('%s asks an anonymous listener to log in', (name, prompt) => {
    renderActions(false);
    fireEvent.click(button(name));
    expect(logInPrompt()).toBe(prompt);
  });

  it.each([[PLAYER_TEXT.blend, PLAYER_TEXT.blendComingSoon]])('%s is disabled for a logged-in listener until it lands, saying what it will do', (name, comingSoon) => {
    renderActions(true);
    const control = button(name);
    expect(control.getAttribute('aria-disabled')).toBe('true');
    expect(control.title).toBe(comingSoon);
    fireEvent.click(control);
    expect(useModalStore.getState().active).toBeNull();
  });

  it('opens the Ban dialog on the song playing and its artist for a logged-in listener', () => {
    renderActions(true);
    fireEvent.click(button(PLAYER_TEXT.ban));
    const song = item(1);
    expect(useModalStore.getState().active).toMatchObject({
      name: 'ban',
      props: { channelId: testChannel.id, channelName: 'Smooth Jazz', song: { id: song._id.$oid, title: song.title }, artist: { id: song.artist_id, name: song.track_artist } },
    });
  });

  it('cannot ban an ad', () => {
    renderActions(true);
    showState({ status: 'playing', item: item(2, { type: 'ad' }) });
    expect(button(PLAYER_TEXT.ban).disabled).toBe(true);
  });

  it('shares the channel link', () => {
    renderActions(false);
    fireEvent.click(button(PLAYER_TEXT.share));
    expect(useModalStore.getState().active).toMatchObject({
      name: 'share',
      props: { url: `${window.location.origin}/channel/${testChannel.id}/`, channelName: 'Smooth Jazz', oldId: 42 },
    });
  });
});
