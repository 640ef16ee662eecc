/**
 * What phones would show: deliveries per (token, collapse id). A second delivery with the same collapse id
 * replaces the first on the device, so `shown` counts distinct pairs while `delivered` counts every 200.
 */
export function createReceipts() {
  // Per collapse id, per token: no key string built per delivery (a send is one collapse id, many tokens).
  const byCollapse = new Map<string, Map<string, number>>();
  const byToken = new Map<string, number>();
  let delivered = 0;
  let pairs = 0;
  return {
    add(token: string, collapseId: string) {
      let tokens = byCollapse.get(collapseId);
      if (!tokens) byCollapse.set(collapseId, (tokens = new Map()));
      const n = tokens.get(token) ?? 0;
      tokens.set(token, n + 1);
      if (n === 0) {
        pairs++;
        byToken.set(token, (byToken.get(token) ?? 0) + 1);
      }
      delivered++;
    },
    /** Deliveries of one notification (collapse id) to one token, duplicates included. */
    count: (token: string, collapseId: string) => byCollapse.get(collapseId)?.get(token) ?? 0,
    /** Notifications a token's phone shows (distinct collapse ids). */
    shown: (token: string) => byToken.get(token) ?? 0,
    /** Every successful delivery, duplicates included. */
    get delivered() {
      return delivered;
    },
    /** Distinct (token, collapse id) pairs: what the phones display in all. */
    get pairs() {
      return pairs;
    },
    /** Deliveries beyond the first of a pair: a crash test wants 0 shown twice and reports these. */
    get duplicates() {
      return delivered - pairs;
    },
    clear() {
      byCollapse.clear();
      byToken.clear();
      delivered = 0;
      pairs = 0;
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
