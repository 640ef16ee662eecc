// The exports module's public surface: the archive's format and passphrase, which the import of a community
// export (ops/community-import.ts) reads.
export { EXPORT_FORMAT, exportPassphrase } from './export-archive';
