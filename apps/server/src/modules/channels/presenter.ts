import { type Channel, type ChannelDetails, type Track, tileImageUrl, toOid } from '@earshot/contract';
import type { ChannelRecord, TrackRecord } from './repo';

/** The only place a channel's JSON is shaped. */
export function presentChannel(c: ChannelRecord): Channel {
  return {
    _id: toOid(c.id),
    channel_uuid: c.channel_uuid,
    oldid: c.oldid,
    name: c.name,
    description: c.description,
    image: tileImageUrl(c.oldid),
    disabled: c.disabled === 1,
    is_favorite: false,
    is_user_channel: false,
    genre: c.genre_param ?? null,
    added_channels: [],
    added_channels_names: [c.name],
    artist_iid: c.featured_artist_id,
  };
}

export function presentChannelDetails(c: ChannelRecord): ChannelDetails {
  return { ...presentChannel(c), removed_artists: [], removed_tracks: [] };
}

export function presentTrack(t: TrackRecord): Track {
  return {
    _id: toOid(t.id),
    title: t.title,
    track_artist: t.artist_name,
    artist_id: t.artist_id,
    album: { title: t.album_title, year: t.year, label: t.label, cdcover: `${t.album_id}.svg` },
    composer: t.composer,
    duration: Math.round(t.duration_ms / 1000),
    isrc: t.isrc,
    christmas: t.christmas === 1,
  };
}
