import { BLEND_TEXT } from '@earshot/contract';
import { useQueryClient } from '../../lib/query';
import { useContext, useEffect, useLayoutEffect } from 'react';
import { useApi } from '../../api/ApiContext';
import { PlayerExpansion } from '../player/expansion';
import { usePlayerCommands } from '../player/PlayerContext';
import { useNowPlayingChannel } from '../player/store';
import { pickChannel } from './flow';
import { watchPicking } from './picking';
import { stopBlending } from './store';

/**
 * Blend mode, in the bar above the player (BlendBar): says to pick a channel to blend into the one
 * playing, with a way out. Meanwhile the next tile click picks that channel (picking.ts), Escape
 * ends blend mode, and a phone's expanded player folds away from the tiles. The listeners are set
 * before the message shows, so a tile clicked as soon as it says so is picked, never played.
 */
export default function BlendPicking() {
  const channel = useNowPlayingChannel();
  const api = useApi();
  const queryClient = useQueryClient();
  const player = usePlayerCommands();
  const setPlayerExpanded = useContext(PlayerExpansion);

  useLayoutEffect(
    () => watchPicking({ onPick: (picked) => pickChannel(picked, { api, queryClient, player }), onEscape: stopBlending }),
    [api, queryClient, player],
  );

  useEffect(() => setPlayerExpanded(false), [setPlayerExpanded]);

  if (!channel) return null;
  return (
    <>
      <p className="blend-bar__text">{BLEND_TEXT.picking(channel.name)}</p>
      <button type="button" className="button button--secondary blend-bar__stop" onClick={stopBlending}>
        {BLEND_TEXT.stopPicking}
      </button>
    </>
  );
}
