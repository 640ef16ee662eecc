// The archive moved to lib/archive.ts, where the community export job (a module) uses it too.
export * from '../lib/archive';
