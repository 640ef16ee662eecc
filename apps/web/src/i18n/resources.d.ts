// Typed keys: `t('members:title')` fails to compile when the English catalogue has no such key.
import type common from '../locales/en/common.json';
import type publicNs from '../locales/en/public.json';
import type auth from '../locales/en/auth.json';
import type account from '../locales/en/account.json';
import type dashboard from '../locales/en/dashboard.json';
import type content from '../locales/en/content.json';
import type publishing from '../locales/en/publishing.json';
import type documentReview from '../locales/en/document-review.json';
import type communities from '../locales/en/communities.json';
import type administrators from '../locales/en/administrators.json';
import type platformUsers from '../locales/en/platform-users.json';
import type members from '../locales/en/members.json';
import type guests from '../locales/en/guests.json';
import type groups from '../locales/en/groups.json';
import type communitySettings from '../locales/en/community-settings.json';
import type invitations from '../locales/en/invitations.json';
import type support from '../locales/en/support.json';
import type platformAnalytics from '../locales/en/platform-analytics.json';
import type reports from '../locales/en/reports.json';
import type notifications from '../locales/en/notifications.json';
import type analytics from '../locales/en/analytics.json';
import type audit from '../locales/en/audit.json';
import type yourData from '../locales/en/your-data.json';
import type member from '../locales/en/member.json';
import type cap from '../locales/en/cap.json';
import type alertCascade from '../locales/en/alert-cascade.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      public: typeof publicNs;
      auth: typeof auth;
      account: typeof account;
      dashboard: typeof dashboard;
      content: typeof content;
      publishing: typeof publishing;
      'document-review': typeof documentReview;
      communities: typeof communities;
      administrators: typeof administrators;
      'platform-users': typeof platformUsers;
      members: typeof members;
      guests: typeof guests;
      groups: typeof groups;
      'community-settings': typeof communitySettings;
      invitations: typeof invitations;
      support: typeof support;
      'platform-analytics': typeof platformAnalytics;
      reports: typeof reports;
      notifications: typeof notifications;
      analytics: typeof analytics;
      audit: typeof audit;
      'your-data': typeof yourData;
      member: typeof member;
      cap: typeof cap;
      'alert-cascade': typeof alertCascade;
    };
  }
}
