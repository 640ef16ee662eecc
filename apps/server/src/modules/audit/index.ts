// The audit trail's public surface: what other modules record through (a port built in composition.ts).
export type { AuditRecorder, AuditEntry, AuditActor } from './audit.service';
export { diff, isSecretField } from './audit.diff';
export { attestImportedChain, auditedPublishingLog, continueImportedChain } from './audit.ports';
export { verifyChains } from './audit.verify';
export { checkpointStore, type Checkpoint } from './audit.checkpoints';
