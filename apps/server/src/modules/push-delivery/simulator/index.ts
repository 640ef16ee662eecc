export { startPushSimulator, type PushSimulator, type PushSimulatorOptions } from './server';
export type { SimulatedError, ScriptedError } from './scripts';
export { generatePushCredentials } from './credentials';
