// The alert cascade's public surface (issue 36): the worker's type, and the Twilio request signature (the
// development simulator signs its callbacks with it).
export type { CascadeWorker } from './cascade';
export { twilioSignature } from './providers/twilio';
