// The alert cascade's public surface (issue 36): the Twilio request signature (the development simulator signs its
// callbacks with it), and an alert's voice recordings (the uploads module receives their files).
export { twilioSignature } from './providers/twilio';
export type { Recordings } from './recordings.service';
