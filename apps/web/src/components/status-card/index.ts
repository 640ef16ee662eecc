export { StatusCard } from './status-card';
