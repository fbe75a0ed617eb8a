import { channelRef } from '../ids';
import { defineEndpoint } from '../endpoint';
import {
  addChannelForm, addChannelResult, channelCheck, channelEditAction, channelEditForm, channelEditResult, channelSettingsDetails, similarChannels,
} from '../listening/channel-edit-schemas';
import { channelPage } from '../listening/channel-page-schema';
import { channelIdParams, channelWithTracks, featuredTracks } from '../schemas';
import { z } from 'zod';

/** A channel's data, its settings and its edits (000 section 7). */
export const CHANNEL_ENDPOINTS = {
  /** With `details=true`, the settings page's details instead of the tracks. */
  channel: defineEndpoint({
    method: 'GET',
    path: '/c/m/json/channel/:id/',
    params: channelIdParams,
    query: z.object({ details: z.enum(['true', 'false']).optional() }),
    response: z.union([channelWithTracks, channelSettingsDetails]),
  }),
  featured: defineEndpoint({ method: 'GET', path: '/c/m/json/channel/:id/featured/', params: channelIdParams, response: featuredTracks }),
  check: defineEndpoint({ method: 'GET', path: '/c/m/json/channel/:id/check/', params: channelIdParams, response: channelCheck }),
  similar: defineEndpoint({ method: 'GET', path: '/c/m/json/similar/:id/', params: channelIdParams, response: similarChannels }),
  page: defineEndpoint({ method: 'GET', path: '/c/m/json/page/channel/:id/', params: channelIdParams, response: channelPage }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/c/m/json/channel/:id/:action/',
    params: z.object({ id: channelRef, action: channelEditAction }),
    body: channelEditForm,
    response: channelEditResult,
  }),
  blend: defineEndpoint({ method: 'POST', path: '/c/m/json/channel/:id/add_channel/', params: channelIdParams, body: addChannelForm, response: addChannelResult }),
} as const;
