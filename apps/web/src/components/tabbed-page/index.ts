export { TabbedPage } from './tabbed-page';
