import { localSendAt, pickZone, quietHoursEnd } from '../../lib/zoned-time';

/** What the delivery job knows of a notification when it asks when a device may receive it. */
export interface ScheduledPush {
  kind: string;
  sendAt: Date | null;
  timeZone: string | null;
  localTime: boolean;
}
/** The recipient's side: the device's own zone and its community's zone and quiet hours. */
export interface RecipientClock {
  deviceZone: string | null;
  communityZone: string | null;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
}

/**
 * The earliest instant a device may receive a notification: its send time (per device for a local-time send), then
 * past the community's quiet hours in the device's zone — except for emergency alerts, which never wait.
 * Never earlier than `now`.
 */
export function deliverableAt(push: ScheduledPush, to: RecipientClock, now: Date): Date {
  const zone = pickZone(to.deviceZone, to.communityZone, push.timeZone);
  let at = push.sendAt ?? now;
  if (push.sendAt && push.localTime) at = localSendAt(push.sendAt, pickZone(push.timeZone), zone);
  if (at < now) at = now;
  if (push.kind === 'EMERGENCY') return at;
  return quietHoursEnd(at, zone, to.quietHoursStart, to.quietHoursEnd) ?? at;
}
