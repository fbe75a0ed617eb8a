// @vitest-environment jsdom
import { LOG_IN_PROMPTS, MESSAGES, PLAYER_TEXT, UI_TEXT, WHY_TEXT } from '@earshot/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/testing';
import { ModalRoot } from '../modals/ModalRoot';
import { DocumentTitle } from './DocumentTitle';
import { item } from './fakeAudio';
import { PlayerBar, preloadOpenPlayer } from './PlayerBar';
import { logInPrompt, resetPlayerTestState, showState, testChannel, visitorQueryClient } from './playerTesting';

// The extra controls are loaded lazily; have them compiled beforehand so a busy run cannot outwait findBy.
beforeAll(async () => {
  await Promise.all([import('./extras'), preloadOpenPlayer()]);
});

afterEach(() => {
  cleanup();
  resetPlayerTestState();
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

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
    fireEvent.click(button('Pause'));
    expect(player.toggle).toHaveBeenCalledTimes(1);

    showState({ status: 'paused', item: item(1) });
    expect(button('Play')).toBeTruthy();
  });

  it('links the channel name and an info icon to the channel page', () => {
    renderInApp(<PlayerBar />);
    showState({ status: 'playing', item: item(1) });
    const page = `/player/${testChannel.id}/`;
    expect(screen.getByRole('link', { name: 'Smooth Jazz' }).getAttribute('href')).toBe(page);
    expect(screen.getByRole('link', { name: PLAYER_TEXT.channelInfo('Smooth Jazz') }).getAttribute('href')).toBe(page);
  });

  it('explains the song from a "Why this song?" button, and closes on Escape with focus back on it', () => {
    renderInApp(<PlayerBar />);
    showState({ status: 'playing', item: item(1, { why: { kind: 'rated', stars: 4, channel: 'Bebop', blend: true } }) });
    const why = button(WHY_TEXT.button);
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('You rated it 4 stars')).toBeNull();
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(why.getAttribute('aria-controls') ?? '')?.textContent).toBe('You rated it 4 starsFrom Bebop in this blend');

    // The next song's reason replaces the last one's while it is open.
    showState({ status: 'playing', item: item(2, { why: { kind: 'curated', channel: 'Smooth Jazz', blend: false } }) });
    expect(screen.getByText('Picked by our curators for Smooth Jazz')).toBeTruthy();
    expect(screen.queryByText('You rated it 4 stars')).toBeNull();

    why.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Picked by our curators for Smooth Jazz')).toBeNull();
    expect(document.activeElement).toBe(why);

    fireEvent.click(why);
    expect(screen.getByText('Picked by our curators for Smooth Jazz')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByText('Picked by our curators for Smooth Jazz')).toBeNull();
  });

  it('has nothing to explain during an ad', () => {
    renderInApp(<PlayerBar />);
    showState({ status: 'playing', item: item(1, { type: 'ad' }) });
    expect(isDisabled(button(WHY_TEXT.button))).toBe(true);
  });

  it('has a labelled volume slider', () => {
    const { player } = renderInApp(<PlayerBar />);
    showState({ status: 'playing', item: item(1), volume: 70 });
    const slider = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect(slider.value).toBe('70');
    fireEvent.change(slider, { target: { value: '40' } });
    expect(player.setVolume).toHaveBeenCalledWith(40);
  });

  it('asks an anonymous listener to log in instead of skipping', async () => {
    const { player } = renderInApp(
      <>
        <PlayerBar />
        <ModalRoot />
      </>,
      { queryClient: visitorQueryClient(false) },
    );
    showState({ status: 'playing', item: item(1) });
    fireEvent.click(button(PLAYER_TEXT.skip));
    expect(await screen.findByRole('dialog', { name: LOG_IN_PROMPTS.skip })).toBeTruthy();
    expect(player.skip).not.toHaveBeenCalled();
  });

  it('skips for a logged-in listener', () => {
    const { player } = renderInApp(<PlayerBar />, { queryClient: visitorQueryClient(true) });
    showState({ status: 'playing', item: item(1) });
    fireEvent.click(button(PLAYER_TEXT.skip));
    expect(player.skip).toHaveBeenCalledTimes(1);
    expect(logInPrompt()).toBeNull();
  });

  it('during an ad says music resumes shortly, and only lets the listener pause or change the volume', async () => {
    const { player } = renderInApp(<PlayerBar />, { queryClient: visitorQueryClient(true) });
    showState({ status: 'playing', item: item(3, { type: 'ad', title: 'Earshot Plus', track_artist: 'Earshot' }) });
    expect(screen.getByText(PLAYER_TEXT.adResume)).toBeTruthy();
    expect(screen.getByText('Earshot Plus')).toBeTruthy();

    expect(isDisabled(button(PLAYER_TEXT.skip))).toBe(true);
    expect(isDisabled(await screen.findByRole('button', { name: PLAYER_TEXT.ban }))).toBe(true);
    for (const star of screen.getAllByRole('button', { name: /^Rate \d stars?$/ })) expect(isDisabled(star)).toBe(true);

    fireEvent.click(button('Pause'));
    expect(player.toggle).toHaveBeenCalledTimes(1);
    const slider = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect(slider.disabled).toBe(false);
  });

  it('disables every control of the player during a station id, and names the channel instead', async () => {
    renderInApp(<PlayerBar />);
    showState({ status: 'playing', item: item(2, { type: 'sweeper', title: 'sweeper' }) });
    expect(screen.queryByText('sweeper')).toBeNull();
    expect(screen.getAllByText('Smooth Jazz').length).toBeGreaterThan(0);

    await screen.findByRole('button', { name: PLAYER_TEXT.share });
    const controls = [
      'Pause',
      PLAYER_TEXT.skip,
      PLAYER_TEXT.ban,
      PLAYER_TEXT.favorite,
      PLAYER_TEXT.blend,
      PLAYER_TEXT.share,
      WHY_TEXT.button,
      ...[1, 2, 3, 4, 5].map(PLAYER_TEXT.rateStar),
    ];
    for (const name of controls) expect(isDisabled(button(name)), name).toBe(true);
    expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).disabled).toBe(true);
    const info = screen.getByRole('link', { name: PLAYER_TEXT.channelInfo('Smooth Jazz') });
    expect(info.getAttribute('aria-disabled')).toBe('true');
    expect(info.hasAttribute('href')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Smooth Jazz' })).toBeNull();
    // Folding the phone player away is not a control of what plays.
    expect(isDisabled(button('Show player details'))).toBe(false);

    showState({ status: 'playing', item: item(3) });
    expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Smooth Jazz' }).getAttribute('href')).toBe(`/player/${testChannel.id}/`);
  });

  it('shows why a channel failed to start where the song would be, and Play tries it again', () => {
    const { player } = renderInApp(<PlayerBar />);
    showState({ status: 'error', error: PLAYER_TEXT.errorLoadingChannel, notice: PLAYER_TEXT.audioFailed });
    expect(screen.getByRole('alert').textContent).toBe(PLAYER_TEXT.errorLoadingChannel);
    expect(screen.queryByText(UI_TEXT.tuningIn)).toBeNull();
    expect(screen.queryByText(PLAYER_TEXT.audioFailed)).toBeNull();
    fireEvent.click(button('Play'));
    expect(player.toggle).toHaveBeenCalledTimes(1);
  });

  it('shows the Five-Star filters on the Five-Star channel, to logged-in listeners only', async () => {
    renderInApp(<PlayerBar />, { queryClient: visitorQueryClient(true) });
    showState({ status: 'playing', item: item(1), channel: { ...testChannel, oldid: 4605 } });
    expect(await screen.findByRole('combobox', { name: PLAYER_TEXT.christmasFilter })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: PLAYER_TEXT.categoryFilter })).toBeTruthy();

    showState({ status: 'playing', item: item(1) });
    expect(screen.queryByRole('combobox', { name: PLAYER_TEXT.christmasFilter })).toBeNull();
  });

  it('expands on phones from a compact bar', () => {
    renderInApp(<PlayerBar />);
    showState({ status: 'playing', item: item(1) });
    const toggle = button('Show player details');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(button('Hide player details').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Player' }).className).toContain('player--expanded');
  });

  it('names the playing song in the browser tab', () => {
    renderInApp(<DocumentTitle />);
    showState({ status: 'playing', item: item(1) });
    expect(document.title).toBe('Song 1 - Artist 1 | Earshot');
  });
});
