// The retention module's public surface: nothing other modules need yet (composition wires it).
export type { RetentionService } from './retention.service';
