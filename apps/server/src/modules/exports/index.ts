// The exports module's public surface: the service's type and the final-export port (the closing of a community
// takes the checksums of the last export it makes).
export type { ExportsService, FinalExport } from './exports.service';
export { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, exportPassphrase } from './export-archive';
