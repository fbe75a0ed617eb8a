import { z } from 'zod';
import { STREAM_FORMATS } from './limits';

/** `{channel}.{format}`: a channel's number, id or slug, then the format. */
export const streamFile = z
  .string()
  .max(160)
  .regex(new RegExp(`^[a-z0-9][a-z0-9-]*\\.(${STREAM_FORMATS.join('|')})$`), 'expected {channel}.mp3, .m3u or .pls');

export const channelStreamParams = z.object({ file: streamFile });
export const personalStreamParams = z.object({ key: z.string().max(64), file: streamFile });

/** Whether the listener has a personal stream key, and since when; the key itself is shown only when made. */
export const streamKeyStatus = z.object({ stream_key: z.object({ created_at: z.number().int() }).nullable() });

/** A new key: the only time it is told. */
export const createdStreamKey = z.object({ status: z.literal('ok'), key: z.string(), created_at: z.number().int() });
