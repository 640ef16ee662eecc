import { GuestsPanel } from '../features/guests/components/guests-panel';
import { UsersPage } from '../features/members/pages/users-page';

/** /admin/users composes two features: the members screen with the guests list as its second tab. */
export function CommunityUsersPage() {
  return <UsersPage guests={<GuestsPanel />} />;
}
