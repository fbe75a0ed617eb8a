// @vitest-environment jsdom
import {
  type AddChannelResult,
  BLEND_BADGE,
  BLEND_TEXT,
  CHANNEL_EDIT_TEXT,
  LOG_IN_PROMPTS,
  PLAYER_TEXT,
  endpointUrl,
  CHANNEL_ENDPOINTS,
} from '@earshot/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { channel, renderInApp } from '../../app/testing';
import { channelKeys } from '../../api/channels';
import { ChannelTile } from '../channels/ChannelTile';
import { ModalRoot } from '../modals/ModalRoot';
import { useModalStore } from '../modals/store';
import { ChannelActions } from '../player/extras/ChannelActions';
import { item } from '../player/fakeAudio';
import { logInPrompt, resetPlayerTestState, showState, testChannel, visitorQueryClient } from '../player/playerTesting';
import { useToastStore } from '../toasts/store';
import { BlendLabel } from './BlendLabel';
import { stopBlending, useBlendStore } from './store';

// Lazily loaded code, compiled beforehand so that a busy test run cannot outwait findBy.
beforeAll(async () => {
  await Promise.all([import('../modals/ModalHost'), import('../modals/ConfirmModal'), import('./BlendPicking')]);
});

afterEach(() => {
  cleanup();
  act(() => stopBlending());
  resetPlayerTestState();
  vi.restoreAllMocks();
});

const JAZZ_ID = testChannel.id;
/** A tile of another channel, and of a user channel (a listener's blend). */
const FUNK = channel(2, { name: 'Funk Town' });
const MIX = channel(3, { name: "Ann's Mix", is_user_channel: true, added_channels_names: ['Blues', 'Soul'] });
const JAZZ_TILE = channel(4, { _id: { $oid: JAZZ_ID }, oldid: 42, name: 'Smooth Jazz' });

function renderPlayer(options: { loggedIn?: boolean; answer?: () => Promise<AddChannelResult> } = {}) {
  const postForm = vi.fn(options.answer ?? (() => new Promise<AddChannelResult>(() => {})));
  const app = renderInApp(
    <>
      <ChannelActions />
      <ul>
        {[FUNK, MIX, JAZZ_TILE].map((c) => (
          <li key={c._id.$oid}>
            <ChannelTile channel={c} />
          </li>
        ))}
      </ul>
      <ModalRoot />
    </>,
    { queryClient: visitorQueryClient(options.loggedIn ?? true), api: { postForm: postForm as never } },
  );
  showState({ status: 'playing', item: item(1) });
  return { ...app, postForm };
}

const blendButton = () => screen.getByRole('button', { name: PLAYER_TEXT.blend });
const picking = () => document.documentElement.dataset.blendPicking !== undefined;
const toasts = () => useToastStore.getState().toasts.map(({ kind, title, message }) => ({ kind, title, message }));

async function startBlending() {
  fireEvent.click(blendButton());
  const prompt = await screen.findByRole('dialog', { name: BLEND_TEXT.promptTitle });
  expect(prompt.textContent).toContain(BLEND_TEXT.promptBody('Smooth Jazz'));
  fireEvent.click(screen.getByRole('button', { name: BLEND_TEXT.promptYes }));
  await waitFor(() => expect(picking()).toBe(true));
  await waitFor(() => expect(useModalStore.getState().active).toBeNull());
}

async function pick(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Play ${name}` }));
  return screen.findByRole('dialog', { name: BLEND_TEXT.confirmTitle });
}

describe('blend mode', () => {
  it('asks an anonymous listener to log in', () => {
    renderPlayer({ loggedIn: false });
    fireEvent.click(blendButton());
    expect(logInPrompt()).toBe(LOG_IN_PROMPTS.blend);
    expect(useBlendStore.getState().mode).toBe(false);
  });

  it("turns on with 'Yes! Let's Blend': the button is pressed and a bar says what to do", async () => {
    renderPlayer();
    expect(blendButton().getAttribute('aria-pressed')).toBe('false');
    await startBlending();
    expect(useBlendStore.getState().mode).toBe(true);
    expect(blendButton().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain(BLEND_TEXT.picking('Smooth Jazz'));
  });

  it('stays off when the listener cancels the first prompt', async () => {
    renderPlayer();
    fireEvent.click(blendButton());
    await screen.findByRole('dialog', { name: BLEND_TEXT.promptTitle });
    fireEvent.click(screen.getByRole('button', { name: BLEND_TEXT.cancel }));
    await waitFor(() => expect(useModalStore.getState().active).toBeNull());
    expect(useBlendStore.getState().mode).toBe(false);
  });

  it.each([
    ['the Blend button', () => fireEvent.click(blendButton())],
    ['Stop blending', () => fireEvent.click(screen.getByRole('button', { name: BLEND_TEXT.stopPicking }))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
  ])('turns off with %s, and tiles play again', async (_how, turnOff) => {
    const { player } = renderPlayer();
    await startBlending();
    turnOff();
    expect(useBlendStore.getState().mode).toBe(false);
    await waitFor(() => expect(picking()).toBe(false));
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Play Funk Town' }));
    expect(player.play).toHaveBeenCalledWith(FUNK._id.$oid, { name: 'Funk Town', oldid: FUNK.oldid });
  });
});

describe('picking a channel', () => {
  it("forms the pair from a tile click instead of playing it, and asks 'Blend these channels?'", async () => {
    const { player } = renderPlayer();
    await startBlending();
    const prompt = await pick("Ann's Mix");
    expect(player.play).not.toHaveBeenCalled();
    expect(prompt.textContent).toContain(BLEND_TEXT.confirmBody('Smooth Jazz', "Ann's Mix"));
    expect(useBlendStore.getState()).toMatchObject({
      promptActive: true,
      pair: [
        { id: JAZZ_ID, name: 'Smooth Jazz', oldId: 42, userChannel: false },
        { id: MIX._id.$oid, name: "Ann's Mix", oldId: MIX.oldid, userChannel: true },
      ],
    });
  });

  it('says so when the listener picks the channel playing', async () => {
    renderPlayer();
    await startBlending();
    fireEvent.click(screen.getByRole('button', { name: 'Smooth Jazz, now playing' }));
    expect(toasts()).toEqual([{ kind: 'info', title: undefined, message: BLEND_TEXT.sameChannel }]);
    expect(useBlendStore.getState()).toMatchObject({ mode: true, pair: [] });
    expect(useModalStore.getState().active).toBeNull();
  });

  it('Cancel hides the prompt, turns blend mode off and empties the pair', async () => {
    const { postForm } = renderPlayer();
    await startBlending();
    await pick('Funk Town');
    fireEvent.click(screen.getByRole('button', { name: BLEND_TEXT.cancel }));
    expect(useBlendStore.getState()).toEqual({ mode: false, promptActive: false, pair: [] });
    await waitFor(() => expect(useModalStore.getState().active).toBeNull());
    expect(postForm).not.toHaveBeenCalled();
  });
});

describe('Blend In', () => {
  async function blendIn(answer: () => Promise<AddChannelResult>, name = 'Funk Town') {
    const app = renderPlayer({ answer });
    await startBlending();
    await pick(name);
    fireEvent.click(screen.getByRole('button', { name: BLEND_TEXT.blendIn }));
    await waitFor(() => expect(useBlendStore.getState().mode).toBe(false));
    return app;
  }

  it('blends the channel in, reloads the player on the blend, then offers to rename it', async () => {
    const { postForm, player } = await blendIn(async () => ({ status: 'ok' }));
    expect(postForm).toHaveBeenCalledWith(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: JAZZ_ID } }), { o: FUNK._id.$oid, uc: '0' });
    expect(toasts()).toEqual([{ kind: 'success', title: BLEND_TEXT.successTitle, message: BLEND_TEXT.success('Funk Town') }]);
    expect(useBlendStore.getState()).toEqual({ mode: false, promptActive: false, pair: [] });
    expect(player.reload).toHaveBeenCalledTimes(1);
    expect(useModalStore.getState().active).toMatchObject({ name: 'rename', props: { channelId: JAZZ_ID, currentName: 'Smooth Jazz' } });
  });

  it('says when a user channel is blended in', async () => {
    const { postForm } = await blendIn(async () => ({ status: 'ok' }), "Ann's Mix");
    expect(postForm).toHaveBeenCalledWith(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: JAZZ_ID } }), { o: MIX._id.$oid, uc: '1' });
  });

  it.each([
    ['max', async () => ({ status: 'max' as const }), { kind: 'error', title: undefined, message: BLEND_TEXT.max }],
    [
      'not_authorized',
      async () => ({ status: 'not_authorized' as const }),
      { kind: 'warning', title: CHANNEL_EDIT_TEXT.unauthorizedTitle, message: CHANNEL_EDIT_TEXT.unauthorized },
    ],
    ['a failed call', () => Promise.reject(new Error('offline')), { kind: 'error', title: undefined, message: BLEND_TEXT.failure }],
  ])('on %s says why, ends blending and leaves the player alone', async (_answer, answer, shown) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { player } = await blendIn(answer);
    await waitFor(() => expect(toasts()).toEqual([shown]));
    expect(useBlendStore.getState()).toEqual({ mode: false, promptActive: false, pair: [] });
    expect(player.reload).not.toHaveBeenCalled();
    await waitFor(() => expect(useModalStore.getState().active).toBeNull());
  });
});

describe('a blend shown as one', () => {
  it.each([
    ['a blend', ['Smooth Jazz', 'Funk Town'], true],
    ['a single channel', ['Smooth Jazz'], false],
  ])("says 'Blend' beside the player's channel name for %s", (_kind, names, shown) => {
    const queryClient = visitorQueryClient(true);
    queryClient.setQueryData(channelKeys.channel(JAZZ_ID), { ...JAZZ_TILE, added_channels_names: names });
    renderInApp(<BlendLabel />, { queryClient });
    showState({ status: 'playing', item: item(1) });
    expect(screen.queryByText(BLEND_BADGE) !== null).toBe(shown);
  });

  it("has 'Blend' on its tile, before its description", () => {
    renderPlayer();
    const mix = screen.getByRole('button', { name: "Play Ann's Mix" });
    expect(mix.querySelector('.tile__kind')?.textContent).toBe(`${BLEND_BADGE} `);
    expect(screen.getByRole('button', { name: 'Play Funk Town' }).querySelector('.tile__kind')).toBeNull();
  });
});
