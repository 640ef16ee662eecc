// The push-delivery module's public surface: what other modules may use (types for the ports the composition root
// builds for alerts and credential health, never the repositories), and the restore command's step.
export type { SendingCommunity } from './delivery';
export type { AppOwner } from './devices.service';
export type { DevicesRepository } from './devices.repository';
export type { SendingCommunityRepository } from './sending-community.repository';
export type { AlertDeliveriesRepository } from './alert-deliveries.repository';
export type { PushCredentials, PushMessage, PushProviders } from './providers/types';
// The known-bad device token of the credentials check, which the development simulator answers as Apple does.
export { APNS_CHECK_TOKEN } from './providers/apns';
export { failNotificationsDueAfterRestore } from './after-restore';
// Which platforms a community's credentials reach, and a web device's keys on a message (alert reminders use them).
export { canSend, webKeys } from './delivery.send';
