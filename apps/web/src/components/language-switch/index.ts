export { LanguageMenuItems, LanguageSwitch } from './language-switch';
