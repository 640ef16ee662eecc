import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';

/**
 * In an open range picker (days after today disabled): goes back to last month, where every day can be picked
 * whatever today is, and picks its first and tenth days. Returns them as a `range` parameter writes them.
 */
export async function pickLastMonthRange(user: UserEvent): Promise<string> {
  const previous = document.querySelector<HTMLElement>('button[data-direction="previous"]');
  if (!previous) throw new Error('No open calendar');
  await user.click(previous);
  const days = screen
    .getAllByRole('button', { name: /^\d{1,2} \p{L}+ \d{4}$/u })
    .filter((b) => !b.hasAttribute('data-outside') && !b.hasAttribute('data-disabled'));
  const [first, tenth] = [days[0]!, days[9]!];
  await user.click(first);
  await user.click(tenth);
  const day = (b: HTMLElement) => dayjs(new Date(b.getAttribute('aria-label')!)).format('YYYY-MM-DD');
  return `${day(first)},${day(tenth)}`;
}
