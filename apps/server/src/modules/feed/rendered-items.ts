/**
 * Member app items already rendered to JSON, keyed by item id and the digest of everything the rendering
 * depends on (feed.repository appPageEntries' `sig`). An edit, a new cover or a reviewer's decision changes the
 * digest, so a stale rendering is never served, whichever server process made the change: no invalidation to
 * wire into the writers. Nothing reader-specific is stored (the like and the counters are added per request),
 * and a reader only gets items the page statement found visible to them.
 * Bounded by entry count and by characters held; the least recently used go first.
 */
export function createRenderedItems(limits: { maxEntries: number; maxChars: number }) {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, { sig: string; json: string }>();
  let chars = 0;

  const drop = (id: string) => {
    const old = entries.get(id);
    if (!old) return;
    chars -= old.json.length;
    entries.delete(id);
  };

  return {
    get(id: string, sig: string): string | undefined {
      const hit = entries.get(id);
      if (!hit || hit.sig !== sig) return undefined;
      entries.delete(id);
      entries.set(id, hit);
      return hit.json;
    },
    set(id: string, sig: string, json: string) {
      drop(id);
      entries.set(id, { sig, json });
      chars += json.length;
      while (entries.size > limits.maxEntries || chars > limits.maxChars) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get chars() {
      return chars;
    },
  };
}

export type RenderedItems = ReturnType<typeof createRenderedItems>;
