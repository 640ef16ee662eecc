import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FeedItemDetail } from '@gathering/contract';
import { renderWithMantine, setupUser } from '../../../components/test-utils';
import { PublishDialog } from './publish-dialog';

const item = {
  id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  objectId: null,
  headline: 'Summer feast',
  tagline: '',
  coverImage: null,
  access: 'MEMBERS',
  status: 'DRAFT',
  feedItemType: 'NewsItem',
  tags: [],
  publishedOn: null,
  publishAt: null,
  publishZone: null,
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
} satisfies FeedItemDetail;

describe('PublishDialog (issue 10, item 3)', () => {
  it('keeps the dialog and its values when Escape closes the time picker', async () => {
    const onClose = vi.fn();
    const user = setupUser();
    renderWithMantine(
      <QueryClientProvider client={new QueryClient()}>
        <PublishDialog item={item} opened onClose={onClose} />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByLabelText('Schedule for later'));
    await user.click(screen.getByRole('textbox', { name: 'At' }));
    await user.click(screen.getByRole('textbox', { name: 'Hour' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Publish “Summer feast”' })).toBeInTheDocument();
    expect(screen.getByLabelText('Schedule for later')).toBeChecked();
  });
});
