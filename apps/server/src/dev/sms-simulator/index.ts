// A Twilio-compatible SMS and voice API played on loopback: a development tool, not the product. Tests, the
// benchmark and the demo send texts and calls to it; it answers like the provider (sids, errors), records what came,
// and sends the signed callbacks a provider would (receipts, replies, key presses), when told or by itself.
export { startSmsSimulator, type SimMessage, type SmsSimulator } from './server';
