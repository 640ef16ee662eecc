/** The rows of a raw statement: drizzle's execute answers `{ rows }` on both drivers. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
