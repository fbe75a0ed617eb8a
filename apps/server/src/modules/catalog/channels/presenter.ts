import {
  type Channel, type ChannelSettingsDetails, type IncludedChannel, type Track, type TrackListItem, albumCoverFile, publicChannelRef, tileImageUrl, toOid,
} from '@earshot/contract';
import { includedOf } from './included';
import type { AddedChannelRecord, ChannelBans, ChannelRecord, TrackRecord } from './repo';

/** A user channel's tile by its id: its legacy id names nothing to anyone else. */
const tileOf = (c: { id: string; oldid: number; owner_user_id: string | null }) =>
  tileImageUrl(publicChannelRef({ id: c.id, oldid: c.oldid, isUserChannel: c.owner_user_id !== null }));

/**
 * The only place a channel's JSON is shaped. `added_channels` are the channels added to it (for a
 * user channel, every channel it plays); `added_channels_names` names everything it plays, so more
 * than one name is a blend.
 */
export function presentChannel(c: ChannelRecord): Channel {
  return {
    _id: toOid(c.id),
    channel_uuid: c.channel_uuid,
    oldid: c.oldid,
    name: c.name,
    description: c.description,
    image: tileOf(c),
    disabled: c.disabled === 1,
    is_favorite: false,
    is_user_channel: c.owner_user_id !== null,
    genre: c.genre_param ?? null,
    added_channels: c.added.map((a) => a.id),
    added_channels_names: includedOf(c).map((a) => a.name),
    artist_iid: c.featured_artist_id,
  };
}

function presentIncluded(c: AddedChannelRecord): IncludedChannel {
  return { _id: toOid(c.id), oldid: c.oldid, name: c.name, image: tileOf(c), is_five_star: c.five_star === 1 };
}

export function presentChannelDetails(c: ChannelRecord, bans: ChannelBans): ChannelSettingsDetails {
  return {
    ...presentChannel(c),
    removed_artists: bans.artists.map((a) => ({ _id: toOid(a.id), artistdisplay: a.name })),
    removed_tracks: bans.tracks.map((t) => ({ _id: toOid(t.id), title: t.title, track_artist: t.artist_name })),
    included_channels: includedOf(c).map(presentIncluded),
  };
}

export function presentTrack(t: TrackRecord): Track {
  return {
    _id: toOid(t.id),
    title: t.title,
    track_artist: t.artist_name,
    artist_id: t.artist_id,
    album: { title: t.album_title, year: t.year, label: t.label, cdcover: albumCoverFile(t.album_id, t.cover_type) },
    year: t.year,
    composer: t.composer,
    duration: Math.round(t.duration_ms / 1000),
    isrc: t.isrc,
    christmas: t.christmas === 1,
  };
}

/** A song of the track_list call: as the track lists give it, its id once more as `track` (the spec's `track.$oid`). */
export function presentTrackListItem(t: TrackRecord): TrackListItem {
  return { ...presentTrack(t), track: toOid(t.id) };
}
