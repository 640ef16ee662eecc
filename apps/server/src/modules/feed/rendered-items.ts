/**
 * Member app items already rendered to JSON, as UTF-8 bytes (a page is sent as one Buffer, without building a
 * string), keyed by item id and the digest of everything the rendering depends on (feed.repository
 * RENDERING_SIG). An edit, a new cover or a reviewer's decision changes the digest, so a stale rendering is never
 * served, whichever server process made the change. Nothing reader-specific is stored (the like and the counters
 * are added per request), and a reader only gets items found visible to them.
 * Bounded by entry count and by bytes held; the least recently used go first.
 */
export function createRenderedItems(limits: { maxEntries: number; maxBytes: number }) {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, { sig: string; json: Buffer; tag: string }>();
  let bytes = 0;

  const drop = (id: string) => {
    const old = entries.get(id);
    if (!old) return;
    bytes -= old.json.length;
    entries.delete(id);
  };

  return {
    get(id: string, sig: string): Buffer | undefined {
      const hit = entries.get(id);
      if (!hit || hit.sig !== sig) return undefined;
      entries.delete(id);
      entries.set(id, hit);
      return hit.json;
    },
    /** The language a held rendering is in (issue 23), '' when none was given. */
    tagOf(id: string): string {
      return entries.get(id)?.tag ?? '';
    },
    set(id: string, sig: string, json: Buffer, tag = '') {
      drop(id);
      entries.set(id, { sig, json, tag });
      bytes += json.length;
      while (entries.size > limits.maxEntries || bytes > limits.maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
