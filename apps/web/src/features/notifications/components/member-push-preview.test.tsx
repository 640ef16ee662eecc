import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { PushPreview } from './push-preview';
import { PushVersionsPreview } from './push-versions';

const languages = [
  { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
  { tag: 'fr', name: 'Français', script: 'Latn', direction: 'ltr', isDefault: false },
];

/** The member web app's part of the preview (loaded lazily), once drawn with the app's words. */
async function memberApp() {
  const group = await screen.findByRole('group', { name: 'In the member web app' });
  await within(group).findByRole('figure', { name: "In the app's notifications" });
  return group;
}

describe(
  'PushPreview: the push as the member web app shows it (issue 35 item 5)',
  { timeout: 20_000 },
  () => {
    beforeEach(() => {
      vi.restoreAllMocks();
      vi.spyOn(api, 'get').mockResolvedValue({ languages });
    });

    it('shows the browser notification and the app’s list entry, per language version, in that language’s words', async () => {
      const user = setupUser();
      renderWithProviders(
        <PushVersionsPreview
          versions={[
            { language: 'en', title: 'Road work', body: 'Main Street is closed today.' },
            { language: 'fr', title: 'Travaux', body: 'La rue principale est fermée.' },
          ]}
          appName="River Nation"
        />,
      );
      let app = await memberApp();
      const browser = within(app).getByRole('figure', { name: 'Browser notification' });
      expect(within(browser).getByText('Road work')).toBeInTheDocument();
      expect(within(browser).getByText('Main Street is closed today.')).toBeInTheDocument();
      // A standard notification goes away by itself: no "stays on screen".
      expect(within(browser).queryByText(/Stays on screen/)).not.toBeInTheDocument();
      // The entry as the app's notifications screen draws it: a heading with "New", the message, when it arrived.
      const list = within(app).getByRole('figure', { name: "In the app's notifications" });
      const entry = within(list).getByRole('article', { name: /Road work/ });
      expect(within(entry).getByRole('heading', { level: 2 })).toHaveTextContent('NewRoad work');
      expect(within(entry).getByText('Main Street is closed today.')).toHaveAttribute('lang', 'en');
      expect(within(entry).getByText(/^Received /)).toBeInTheDocument();
      expect(within(entry).getByRole('button', { name: 'Mark as read' })).toBeDisabled();
      // No alert banner for a standard push.
      expect(within(app).queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'Français' }));
      app = await memberApp();
      const french = await within(app).findByRole('article', { name: /Travaux/ });
      // The French member's app: the push in French, the app's own words in French too.
      expect(within(french).getByText('La rue principale est fermée.')).toHaveAttribute('lang', 'fr');
      expect(await within(french).findByText('Nouveau')).toBeInTheDocument();
      expect(within(french).getByText(/^Reçue? /)).toBeInTheDocument();
      expect(
        within(within(app).getByRole('figure', { name: 'Browser notification' })).getByText('Travaux'),
      ).toBeInTheDocument();
    });

    it('shows an emergency alert’s banner with its Acknowledge, inert, and an alert that stays on screen', async () => {
      renderWithProviders(
        <PushPreview
          title="Boil water"
          body="Until further notice."
          appName="River Nation"
          emergency
          alertType="BOIL_WATER"
          alertLabel="Boil-water advisory"
          language="en"
        />,
      );
      const app = await memberApp();
      expect(
        within(within(app).getByRole('figure', { name: 'Browser notification' })).getByText(
          'Stays on screen until the member clicks or closes it.',
        ),
      ).toBeInTheDocument();
      const banner = within(app).getByRole('figure', { name: 'Above every screen until acknowledged' });
      const acknowledge = within(banner).getByRole('button', { name: 'Acknowledge' });
      expect(acknowledge).toBeDisabled();
      expect(acknowledge).toHaveAccessibleDescription(/Acknowledge to tell your community/);
      expect(within(banner).getByRole('heading', { name: 'Boil water' })).toBeInTheDocument();
      expect(within(banner).getByText('Boil-water advisory')).toBeInTheDocument();
      // A draft changing as the administrator types is not announced as an alert.
      expect(within(banner).queryByRole('alert')).not.toBeInTheDocument();
      const list = within(app).getByRole('figure', { name: "In the app's notifications" });
      expect(within(list).getByText('Boil-water advisory')).toHaveClass('mw-badge-alert');
    });

    it('shows placeholders in the member app’s view until there is text, not marked as the push’s language', async () => {
      renderWithProviders(<PushPreview title="" body="  " appName="River Nation" language="fr" />);
      const app = await memberApp();
      const entry = within(app).getByRole('article', { name: /Notification title/ });
      expect(within(entry).getByText('The message people read on their phone')).not.toHaveAttribute('lang');
      expect(
        within(within(app).getByRole('figure', { name: 'Browser notification' })).getByText(
          'Notification title',
        ),
      ).toBeInTheDocument();
    });
  },
);
