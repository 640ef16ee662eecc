import { createHash } from 'node:crypto';

/**
 * A weak ETag over what makes an answer new to its reader (issue 21: a phone's feed refresh with nothing new is a
 * 304 of a few hundred bytes). Counters that move with other people's reading (views, likes) are left out by the
 * caller: a member's cached feed keeps its counts until something in it changes, rather than being sent again
 * whole because someone else opened an item.
 */
export function weakTag(parts: Iterable<string | Buffer>): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return `W/"${hash.digest('base64url')}"`;
}

/** An object's validator without the named fields (JSON of the rest, in the object's own key order). */
export function weakTagWithout<T extends object>(value: T, omit: readonly (keyof T)[]): string {
  const rest: Partial<T> = { ...value };
  for (const key of omit) delete rest[key];
  return weakTag([JSON.stringify(rest)]);
}
