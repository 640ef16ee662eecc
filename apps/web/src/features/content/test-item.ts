import type { FeedItemDetail } from '@gathering/contract';

/**
 * The fields of a content item's detail at their blank values, for tests: a test names only what its item has of
 * its own (`{ ...ITEM_BASE, id, headline, feedItemType, … } satisfies FeedItemDetail`).
 */
export const ITEM_BASE: Omit<FeedItemDetail, 'id' | 'headline' | 'feedItemType'> = {
  objectId: null,
  language: 'en',
  tagline: '',
  coverImage: null,
  access: 'MEMBERS',
  status: 'DRAFT',
  tags: [],
  publishedOn: null,
  publishAt: null,
  publishZone: null,
  notifyOnPublish: false,
  views: 0,
  likes: 0,
  citationRequired: false,
  pinned: false,
  featured: false,
  open: false,
  isDeleted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  recipients: [],
  groups: [],
};
