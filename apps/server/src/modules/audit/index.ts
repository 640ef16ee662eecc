// The audit trail's public surface: what other modules record through (a port built in composition/core.ts).
export type { AuditActor, AuditRecorder, AuditEntry } from './audit.service';
export { diff } from './audit.diff';
export { attestImportedChain, auditedPublishingLog, continueImportedChain } from './audit.ports';
export { verifyChains } from './audit.verify';
export { configuredCheckpointStore } from './audit.checkpoints';
