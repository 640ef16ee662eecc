// The analytics module's public surface: what other modules may import from it.
export { resolveRange, type RangeFilter } from './periods';
