import {
  type Channel,
  type ChannelCheck,
  type ChannelEditStatus,
  type ChannelSettingsDetails,
  type IncludedChannel,
  endpointUrl,
  CHANNEL_ENDPOINTS,
} from '@earshot/contract';
import { vi } from 'vitest';
import type { FakeServer } from '../../api/testing';
import { channel } from '../../app/testing';
import { Gate } from '../../features/my-channels/testing';

/** Test support: a listener's own channel with one banned artist, one banned song and two included channels. */
export function userChannel(overrides: Partial<ChannelSettingsDetails> = {}): ChannelSettingsDetails {
  return {
    ...channel(7, { name: 'My Jazz', description: 'Smooth jazz, my way', is_user_channel: true }),
    removed_artists: [{ _id: { $oid: 'a'.repeat(24) }, artistdisplay: 'Kenny G' }],
    removed_tracks: [{ _id: { $oid: 'b'.repeat(24) }, title: 'Songbird', track_artist: 'Kenny G' }],
    included_channels: [included(1, 'Smooth Jazz'), included(2, 'Blues')],
    ...overrides,
  };
}

export function included(n: number, name: string, fiveStar = false): IncludedChannel {
  const { _id, oldid, image } = channel(n);
  return { _id, oldid, name, image, is_five_star: fiveStar };
}

interface FakeSettingsApi {
  check?: ChannelCheck | Error;
  details?: ChannelSettingsDetails;
  similar?: Channel[] | Error;
  /** The answer to edits; they change `details` as the server would when it is 'ok'. */
  editStatus?: ChannelEditStatus | Error;
}

/**
 * Test support: the settings page's calls for the channel `details`, answering as the server would.
 * The page is opened by the channel's own id.
 */
export function fakeSettingsApi({ check = { can_view: true, can_edit: true }, details = userChannel(), similar = [], editStatus = 'ok' }: FakeSettingsApi = {}) {
  const state = { details, editStatus };
  /** Close it to hold the answers to edits. */
  const editGate = new Gate();
  const id = details._id.$oid;
  const get = vi.fn(async (path: string) => {
    if (path === endpointUrl(CHANNEL_ENDPOINTS.check, { params: { id } })) {
      if (check instanceof Error) throw check;
      return check;
    }
    if (path === endpointUrl(CHANNEL_ENDPOINTS.channel, { params: { id }, query: { details: 'true' } })) return structuredClone(state.details);
    if (path === endpointUrl(CHANNEL_ENDPOINTS.similar, { params: { id: state.details.included_channels[0]?._id.$oid ?? id } })) {
      if (similar instanceof Error) throw similar;
      return { status: 'ok', rchannels: similar };
    }
    throw new Error(`unexpected GET ${path}`);
  });
  const postForm = vi.fn(async (path: string, fields: Record<string, string | number>) => {
    await editGate.pass();
    if (state.editStatus instanceof Error) throw state.editStatus;
    if (state.editStatus !== 'ok') return { status: state.editStatus };
    const d = state.details;
    if (path === endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id, action: 'add_artist' } })) d.removed_artists = d.removed_artists.filter((a) => a._id.$oid !== fields.t);
    else if (path === endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id, action: 'add_track' } })) d.removed_tracks = d.removed_tracks.filter((t) => t._id.$oid !== fields.o);
    else if (path === endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id, action: 'remove_channel' } })) d.included_channels = d.included_channels.filter((c) => c._id.$oid !== fields.o);
    else throw new Error(`unexpected POST ${path}`);
    return { status: 'ok' };
  });
  const api = { get, postForm } as unknown as FakeServer;
  return { api, state, get, postForm, id, editGate };
}
