import { z } from 'zod';

/** Mongo-style object id as the spec shows it: {"$oid": "<24 hex>"}. */
export const OID_PATTERN = /^[0-9a-f]{24}$/;
export const oidString = z.string().regex(OID_PATTERN, 'must be a 24-character hex id');
export const oid = z.object({ $oid: oidString });
export type Oid = z.infer<typeof oid>;

/** A channel may be addressed by its object id or its numeric legacy id. */
export const channelRef = z.union([oidString, z.string().regex(/^\d{1,9}$/, 'must be a channel id')]);

export function toOid(id: string): Oid {
  return { $oid: id };
}
