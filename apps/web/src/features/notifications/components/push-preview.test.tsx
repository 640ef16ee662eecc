import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import { PushPreview } from './push-preview';

describe('PushPreview', () => {
  it('shows the title, body and app name as an iPhone and an Android phone would', () => {
    renderWithProviders(
      <PushPreview title="Road work" body="Main Street is closed today." appName="River Nation" />,
    );
    const ios = screen.getByRole('figure', { name: 'iPhone' });
    const android = screen.getByRole('figure', { name: 'Android' });
    for (const phone of [ios, android]) {
      expect(within(phone).getByText('Road work')).toBeInTheDocument();
      expect(within(phone).getByText('Main Street is closed today.')).toBeInTheDocument();
    }
    expect(within(ios).getByText('River Nation')).toBeInTheDocument();
    expect(within(android).getByText(/River Nation · now/)).toBeInTheDocument();
  });

  it('shows placeholders until there is text, never an empty banner', () => {
    renderWithProviders(<PushPreview title="  " body="" appName="River Nation" />);
    const phones = within(screen.getByRole('group', { name: 'Preview' }));
    expect(phones.getAllByText('Notification title')).toHaveLength(2);
    expect(phones.getAllByText('The message people read on their phone')).toHaveLength(2);
  });

  it('marks an emergency alert time-sensitive on iOS and with its type on Android', () => {
    renderWithProviders(
      <PushPreview
        title="Boil water"
        body="Until further notice."
        appName="River Nation"
        emergency
        alertLabel="Boil-water advisory"
      />,
    );
    expect(
      within(screen.getByRole('figure', { name: 'iPhone' })).getByText('Time Sensitive'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('figure', { name: 'Android' })).getByText('Boil-water advisory'),
    ).toBeInTheDocument();
  });

  it('shows a long community name whole and lets the phones stack when there is no room for two', () => {
    const name = 'Demo Nation of the Northern River Valley';
    renderWithProviders(<PushPreview title="Road work" body="Main Street is closed today." appName={name} />);
    // jsdom lays nothing out: what matters is that no ellipsis is asked for and the text is all there.
    const ios = screen.getByTestId('preview-ios-sender');
    const android = screen.getByTestId('preview-android-sender');
    expect(ios).toHaveTextContent(name);
    expect(android).toHaveTextContent(`${name} · now`);
    for (const sender of [ios, android]) {
      expect(sender).not.toHaveAttribute('data-truncate');
      expect(sender).not.toHaveAttribute('data-line-clamp');
      expect(sender).not.toHaveStyle({ textTransform: 'uppercase' });
    }
    // Columns by the preview's own width (auto-fit with a phone's minimum), not by the window's.
    expect(screen.getByRole('group', { name: 'Preview' })).toHaveAttribute('data-auto-cols', 'auto-fit');
  });
});
