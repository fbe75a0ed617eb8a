// @vitest-environment jsdom
import { ASSET_PATHS } from '@earshot/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tile } from './Tile';

afterEach(cleanup);

const LONG = 'Smooth grooves and mellow saxophone for the late hours, hand-picked by our jazz curators for quiet evenings at home.';

function renderTile(onSelect = vi.fn()) {
  render(<Tile name="Smooth Jazz" description={LONG} image="/img/tiles/42.svg" onSelect={onSelect} />);
  return onSelect;
}

describe('Tile', () => {
  it('cuts the description at 97 characters and adds ...', () => {
    renderTile();
    expect(screen.getByText(`${LONG.slice(0, 97)}...`)).toBeTruthy();
    expect(screen.queryByText(LONG)).toBeNull();
  });

  it('shows the channel art with alt text and falls back to the default tile when it fails', () => {
    renderTile();
    const art = screen.getByAltText('Smooth Jazz channel art') as HTMLImageElement;
    expect(art.getAttribute('src')).toBe('/img/tiles/42.svg');
    fireEvent.error(art);
    expect(art.getAttribute('src')).toBe(ASSET_PATHS.defaultTile);
  });

  it('is a button that selects the channel by click or keyboard', () => {
    const onSelect = renderTile();
    const tile = screen.getByRole('button', { name: 'Play Smooth Jazz' });
    fireEvent.click(tile);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(tile.tagName).toBe('BUTTON');
  });

  it('says when its channel is the one playing', () => {
    render(<Tile name="Smooth Jazz" description="" image="/a.svg" active onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'Smooth Jazz, now playing' })).toBeTruthy();
    expect(screen.getByText('Now playing')).toBeTruthy();
  });
});
