export { ConnectionStatus } from './connection-status';
