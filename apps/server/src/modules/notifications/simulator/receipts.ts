/**
 * What phones would show: deliveries per (token, collapse id). A second delivery with the same collapse id
 * replaces the first on the device, so `shown` counts distinct pairs while `delivered` counts every 200.
 */
export function createReceipts() {
  const byPair = new Map<string, number>();
  const byToken = new Map<string, number>();
  let delivered = 0;
  return {
    add(token: string, collapseId: string) {
      const key = `${token}\u0000${collapseId}`;
      const n = byPair.get(key) ?? 0;
      byPair.set(key, n + 1);
      if (n === 0) byToken.set(token, (byToken.get(token) ?? 0) + 1);
      delivered++;
    },
    /** Deliveries of one notification (collapse id) to one token, duplicates included. */
    count: (token: string, collapseId: string) => byPair.get(`${token}\u0000${collapseId}`) ?? 0,
    /** Notifications a token's phone shows (distinct collapse ids). */
    shown: (token: string) => byToken.get(token) ?? 0,
    /** Every successful delivery, duplicates included. */
    get delivered() {
      return delivered;
    },
    /** Distinct (token, collapse id) pairs: what the phones display in all. */
    get pairs() {
      return byPair.size;
    },
    /** Deliveries beyond the first of a pair: a crash test wants 0 shown twice and reports these. */
    get duplicates() {
      return delivered - byPair.size;
    },
    clear() {
      byPair.clear();
      byToken.clear();
      delivered = 0;
    },
  };
}
