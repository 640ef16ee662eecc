// The deletion module's public surface: the ports it takes from the export and audit modules.
export type { AuditChainHead, FinalExport } from './deletion.service';
