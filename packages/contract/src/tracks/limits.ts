// Only the server reads these (apart from LIMITS, which the first page load carries whole).
export const TRACK_LIST_LIMITS = {
  /** Ids one track_list call may name: one answer stays small whatever a client sends. */
  idsMax: 100,
} as const;
