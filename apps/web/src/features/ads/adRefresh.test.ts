// @vitest-environment jsdom
import type { ServedAd } from '@earshot/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../api/testing';
import { keepFilled } from './adRefresh';

const ad = (id: string): ServedAd => ({ id, image: `/img/ads/${id}.svg`, alt: id, click: '/about/', width: 728, height: 90 });

function adServer() {
  let served = 0;
  const postForm = vi.fn(async () => ({ ad: ad(`ad${++served}`) }));
  return { api: fakeApi({ postForm }), postForm };
}

const clickLink = () => {
  const link = document.createElement('a');
  link.href = '/jazz/';
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
  link.click();
  link.remove();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ad refreshes', () => {
  it('fill a slot at once, the video slot after a second', async () => {
    const { api, postForm } = adServer();
    const shown: (ServedAd | null)[] = [];
    const stopTop = keepFilled(api, 'leaderboard-below-fold', (a) => shown.push(a));
    const stopVideo = keepFilled(api, 'video', (a) => shown.push(a));
    await vi.advanceTimersByTimeAsync(0);
    expect(postForm).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(postForm.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      { slot: 'leaderboard-below-fold', shown: '' },
      // The video slot says which ad the page already shows, so it can get another.
      { slot: 'video', shown: 'ad1' },
    ]);
    stopTop();
    stopVideo();
  });

  it('come a second after the last link click, then pause for 10 s', async () => {
    const { api, postForm } = adServer();
    const stop = keepFilled(api, 'leaderboard-music-play', () => {});
    await vi.advanceTimersByTimeAsync(0);
    postForm.mockClear();

    clickLink();
    await vi.advanceTimersByTimeAsync(600);
    clickLink();
    await vi.advanceTimersByTimeAsync(999);
    expect(postForm).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(postForm).toHaveBeenCalledTimes(1);

    clickLink();
    await vi.advanceTimersByTimeAsync(5000);
    expect(postForm).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    clickLink();
    await vi.advanceTimersByTimeAsync(1000);
    expect(postForm).toHaveBeenCalledTimes(2);
    stop();
  });
});
