// Apple's and Google's push services played on loopback (HTTP/2, their answers and errors, token checks): a
// development tool, not the product. Tests and benchmarks send to it; with DEMO on, the demo communities do too,
// started by the composition root (composition/push.ts), the only product code that may import dev/.
export { startPushSimulator, type PushSimulator, type PushSimulatorOptions } from './server';
export type { ScriptedError } from './scripts';
export { generatePushCredentials } from './credentials';
