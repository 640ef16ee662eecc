export { TabbedPage, type PageTab, type TabbedPageProps } from './tabbed-page';
