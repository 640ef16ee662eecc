// The notifications module's public surface: what other modules may use (repository types for Pick<> ports
// built in composition/, never the repositories themselves).
export type { PublishRequestsRepository } from './publish-requests.repository';
export { failNotificationsDueAfterRestore } from './after-restore';
export { countSend } from './send-limit';
export { itemPushText } from './item-pushes';
