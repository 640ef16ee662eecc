export { PageTitle } from './page-title';
export { SkipLink } from './skip-link';
export { FocusKeeper } from './focus-keeper';
