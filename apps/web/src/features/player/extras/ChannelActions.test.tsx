// @vitest-environment jsdom
import { BLEND_TEXT, DEFAULT_CLIENT_ENV, LOG_IN_PROMPTS, PLAYER_TEXT } from '@earshot/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { channel, renderInApp } from '../../../app/testing';
import { channelKeys } from '../../../api/channels';
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
    { queryClient: visitorQueryClient(loggedIn), env: { ...DEFAULT_CLIENT_ENV, siteUrl: 'https://radio.example.com' } },
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

  it('asks a logged-in listener whether to blend in a new channel', () => {
    renderActions(true);
    fireEvent.click(button(PLAYER_TEXT.blend));
    expect(useModalStore.getState().active).toMatchObject({ name: 'confirm', props: { title: BLEND_TEXT.promptTitle, confirmLabel: BLEND_TEXT.promptYes } });
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

  it("shares the channel link on the site's address", () => {
    renderActions(false);
    fireEvent.click(button(PLAYER_TEXT.share));
    expect(useModalStore.getState().active).toMatchObject({
      name: 'share',
      props: { url: `https://radio.example.com/channel/${testChannel.id}/`, channelName: 'Smooth Jazz', channelId: testChannel.id, channelDescription: '' },
    });
  });

  it("shares the channel's description once its data is known", () => {
    const queryClient = visitorQueryClient(false);
    queryClient.setQueryData(channelKeys.channel(testChannel.id), channel(1, { _id: { $oid: testChannel.id }, description: 'Saxophones after dark' }));
    renderInApp(<ChannelActions />, { queryClient });
    showState({ status: 'playing', item: item(1) });
    fireEvent.click(button(PLAYER_TEXT.share));
    expect(useModalStore.getState().active).toMatchObject({ name: 'share', props: { channelDescription: 'Saxophones after dark' } });
  });
});
