export { SettingsTabs } from './settings-tabs';
