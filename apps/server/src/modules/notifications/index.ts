// The notifications module's public surface: what other modules may use (repository types for Pick<> ports
// built in composition/, never the repositories themselves).
export { failNotificationsDueAfterRestore } from './after-restore';
