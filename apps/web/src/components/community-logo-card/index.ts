export { CommunityLogoCard, type CommunityLogoCardProps } from './community-logo-card';
