import { AddAdministratorModal } from '../features/administrators/components/add-administrator-modal';
import { GuestsPanel } from '../features/guests/components/guests-panel';
import { UsersPage } from '../features/members/pages/users-page';

/**
 * /admin/users composes three features: the members screen, the guests list as its second tab, and the dialog that
 * adds an administrator to the community.
 */
export function CommunityUsersPage() {
  return (
    <UsersPage
      guests={<GuestsPanel />}
      addAdministrator={(dialog) => <AddAdministratorModal {...dialog} />}
    />
  );
}
