export { KeptDraftBanner } from './kept-draft-banner';
