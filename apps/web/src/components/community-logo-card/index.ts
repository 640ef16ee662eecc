export { CommunityLogoCard } from './community-logo-card';
