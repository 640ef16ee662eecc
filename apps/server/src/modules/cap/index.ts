// The CAP module's public surface: what the start-up layer (backup, restore) and other modules may use.
export { CAP_SIGNING_FILE } from './cap.secrets';
