export { LanguageSwitch } from './language-switch';
export { LanguageMenuItems } from './language-menu-items';
