// The alert cascade's public surface (issue 36): the Twilio request signature (the development simulator signs its
// callbacks with it).
export { twilioSignature } from './providers/twilio';
