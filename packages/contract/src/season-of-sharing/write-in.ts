import { LIMITS } from '../limits';

export const WRITE_IN_MAX = LIMITS.charityWriteInMax;

/** A write-in name as the modal sends it: trailing spaces trimmed. */
export const trimWriteIn = (name: string) => name.replace(/\s+$/, '');
