// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channel, renderInApp } from '../../app/testing';
import { TileList } from './TileList';

/** A stand-in IntersectionObserver the test drives: `reveal` reports the observed elements as visible. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static reveal() {
    for (const o of FakeObserver.all) {
      const entries = o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
    }
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const channels = (count: number) => Array.from({ length: count }, (_, i) => channel(i + 1));
/** The play buttons, found by their accessible label: a role query over 115 tiles takes seconds in jsdom on a busy machine. */
const tiles = () => screen.getAllByLabelText(/^Play /, { selector: 'button' });

describe('a tile list', () => {
  it('shows the first 48 tiles, then all once the 46th comes near the viewport', () => {
    renderInApp(<TileList channels={channels(115)} />);
    expect(tiles()).toHaveLength(48);
    const observed = FakeObserver.all.flatMap((o) => o.targets);
    expect(observed).toHaveLength(1);
    expect(observed[0]?.textContent).toContain('Channel 46');
    act(() => FakeObserver.reveal());
    expect(tiles()).toHaveLength(115);
    expect(tiles().at(-1)?.getAttribute('aria-label')).toBe('Play Channel 115');
    // 115 tiles take jsdom seconds to render on a loaded machine (8 s seen at load 12); the point is the count, not the time.
  }, 20_000);

  it('shows a short list whole and watches nothing', () => {
    renderInApp(<TileList channels={channels(30)} />);
    expect(tiles()).toHaveLength(30);
    expect(FakeObserver.all.flatMap((o) => o.targets)).toHaveLength(0);
  });

  it('puts the leading item first', () => {
    renderInApp(<TileList channels={channels(3)} leading={<li>Surprise</li>} />);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Surprise');
  });

  it('cuts long descriptions at 97 characters', () => {
    renderInApp(<TileList channels={[channel(1, { description: 'x'.repeat(120) })]} />);
    expect(screen.getByText(`${'x'.repeat(97)}...`)).toBeTruthy();
  });
});
