export {
  startPushSimulator,
  type PushSimulator,
  type PushSimulatorOptions,
  type SimulatedError,
  type ScriptedError,
} from './server';
export { generatePushCredentials } from './credentials';
