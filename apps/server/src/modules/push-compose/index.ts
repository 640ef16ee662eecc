// The push-compose module's public surface: what other modules may use. Repository types are for Pick<> ports
// built in composition/ (the delivery moves a notification's sending states through one), never the repositories.
export type { Audience } from './audience';
export { everyone } from './audience';
export type { NotificationRecord, NotificationsRepository } from './notifications.repository';
export type { SendingRepository } from './sending.repository';
export { queueDelivery } from './notifications.jobs';
export { scheduledInstant } from './notifications.values';
export { failDueNotifications } from './after-restore';
export type { AudienceCheck } from './audience-check';
export type { ReaderLanguages, SendLanguages, VersionPicker } from './versions';
