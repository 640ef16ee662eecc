import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SupportComment, SupportCommentBody, SupportReplyBody } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { i18n } from '../../../i18n';
import { CommentComposer } from './comment-composer';
import { comment, uuidOf } from './fixtures';
import { TicketThread } from './ticket-thread';

// A flat list as the server could send it: nesting must come from `parents` alone.
const flat = [
  comment('My feed is empty', []),
  comment('Which build do you run?', ['My feed is empty'], { name: 'Dana Admin', role: 'COMMUNITY_ADMIN' }),
  comment('Build 2.8.6', ['My feed is empty', 'Which build do you run?']),
  comment('Known bug in 2.8.6, escalating', ['My feed is empty'], {
    name: 'Dana Admin',
    role: 'COMMUNITY_ADMIN',
    internal: true,
  }),
  comment('Also: notifications are late', []),
];

/** The thread and the composer wired as the ticket page wires them. */
function Harness({
  comments,
  onComment = vi.fn(),
  onReply = vi.fn(),
}: {
  comments: SupportComment[];
  onComment?: (b: SupportCommentBody) => Promise<unknown>;
  onReply?: (b: SupportReplyBody) => Promise<unknown>;
}) {
  const [replyTo, setReplyTo] = useState<SupportComment | null>(null);
  return (
    <>
      <TicketThread comments={comments} onReply={setReplyTo} />
      <CommentComposer
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        onComment={onComment}
        onReply={onReply}
        onSent={() => setReplyTo(null)}
        onError={() => undefined}
      />
    </>
  );
}

const article = (text: string) => screen.getByText(text).closest('article')!;
const item = (text: string) => article(text).closest('li')!;

describe('TicketThread', { timeout: 30_000 }, () => {
  it('nests each message under the last of its parents and indents it one level per ancestor', () => {
    renderWithProviders(<Harness comments={flat} />);
    const thread = screen.getByRole('list', { name: 'Conversation' });
    // Two top-level messages, in order.
    expect(thread.children).toHaveLength(2);
    expect(thread.children[0]).toBe(item('My feed is empty'));
    expect(thread.children[1]).toBe(item('Also: notifications are late'));
    expect(item('Which build do you run?').parentElement!.closest('li')).toBe(item('My feed is empty'));
    expect(item('Build 2.8.6').parentElement!.closest('li')).toBe(item('Which build do you run?'));
    expect(item('Build 2.8.6')).toHaveAttribute('data-depth', '2');
    expect(item('Also: notifications are late')).toHaveAttribute('data-depth', '0');
    expect(within(item('Also: notifications are late')).queryByText('Build 2.8.6')).toBeNull();
  });

  it('reads the same thread when the server sends it nested in replies', () => {
    const [root, ask, answer, note, other] = flat;
    const nested = [{ ...root!, replies: [{ ...ask!, replies: [answer!] }, note!] }, other!];
    renderWithProviders(<Harness comments={nested} />);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(item('Build 2.8.6').parentElement!.closest('li')).toBe(item('Which build do you run?'));
  });

  it('labels internal notes and sets them apart; answers carry no such label', () => {
    renderWithProviders(<Harness comments={flat} />);
    const note = article('Known bug in 2.8.6, escalating');
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    expect(note).toHaveAttribute('data-internal', 'true');
    const answer = article('Which build do you run?');
    expect(within(answer).queryByText('Internal note')).toBeNull();
    expect(answer).not.toHaveAttribute('data-internal');
    // Poster name, e-mail and role on every message.
    expect(within(answer).getByText('dana@example.org')).toBeInTheDocument();
    expect(within(answer).getByText('Community administrator')).toBeInTheDocument();
  });

  it('a reply to a nested message sends the whole chain of ids, root first', async () => {
    const onReply = vi.fn().mockResolvedValue({});
    const user = setupUser();
    renderWithProviders(<Harness comments={flat} onReply={onReply} />);
    await user.click(within(article('Build 2.8.6')).getByRole('button', { name: /^Reply/ }));
    const form = screen.getByRole('form', { name: 'Answer the ticket' });
    expect(within(form).getByText('Replying to Aiyana Cardinal')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Message'), 'Please update to 2.8.7.');
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(onReply).toHaveBeenCalledWith({
        message: 'Please update to 2.8.7.',
        internal: false,
        parents: [uuidOf('My feed is empty'), uuidOf('Which build do you run?'), uuidOf('Build 2.8.6')],
      }),
    );
    // Sent: back to a new top-level message.
    await waitFor(() => expect(within(form).queryByText(/^Replying to/)).toBeNull());
  });

  it('a top-level internal note says it never reaches the member, and a reply to a note is a note', async () => {
    const onComment = vi.fn().mockResolvedValue({});
    const onReply = vi.fn().mockResolvedValue({});
    const user = setupUser();
    renderWithProviders(<Harness comments={flat} onComment={onComment} onReply={onReply} />);
    const form = screen.getByRole('form', { name: 'Answer the ticket' });
    await user.click(within(form).getByText('Internal note'));
    expect(within(form).getByText(/never sent to the member/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Message'), 'Watching this one.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(onComment).toHaveBeenCalledWith({ message: 'Watching this one.', internal: true }),
    );

    await user.click(
      within(article('Known bug in 2.8.6, escalating')).getByRole('button', { name: /^Reply/ }),
    );
    expect(within(form).getByText(/A reply to an internal note is an internal note too/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Message'), 'Platform confirmed.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(onReply).toHaveBeenCalledWith(
        expect.objectContaining({
          internal: true,
          parents: [uuidOf('My feed is empty'), uuidOf('Known bug in 2.8.6, escalating')],
        }),
      ),
    );
  });

  it('refuses a blank message with a sentence, before any request', async () => {
    const onComment = vi.fn();
    const user = setupUser();
    renderWithProviders(<Harness comments={[]} onComment={onComment} />);
    expect(screen.getByText('No messages yet. Write the first answer below.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Answer the ticket' });
    await user.type(within(form).getByLabelText('Message'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText('Please write a message.')).toBeInTheDocument();
    expect(onComment).not.toHaveBeenCalled();
  });

  it('speaks French: the contract’s English sentence reaches a French reader in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      const user = setupUser();
      renderWithProviders(<Harness comments={flat} />);
      expect(within(article('Known bug in 2.8.6, escalating')).getByText('Note interne')).toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'Répondre au billet' });
      await user.click(within(form).getByRole('button', { name: 'Envoyer la réponse' }));
      expect(await within(form).findByText('Veuillez écrire un message.')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
