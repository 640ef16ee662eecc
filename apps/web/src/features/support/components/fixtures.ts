import type { SupportComment, SupportCommentRole } from '@gathering/contract';

// Test fixtures shaped by the contract (component tests only).
let n = 0;
export const uuidOf = (label: string) =>
  `00000000-0000-4000-8000-${(Array.from(label).reduce((a, c) => a * 31 + c.charCodeAt(0), 7) % 1e12).toString().padStart(12, '0')}`;

export function comment(
  label: string,
  parents: string[],
  opts: { role?: SupportCommentRole; name?: string; internal?: boolean; replies?: SupportComment[] } = {},
): SupportComment {
  n += 1;
  const name = opts.name ?? 'Aiyana Cardinal';
  return {
    id: uuidOf(label),
    comment: label,
    postedOn: new Date(Date.UTC(2026, 10, 20, 15, n)).toISOString(),
    internal: opts.internal ?? false,
    posterDetails: {
      id: uuidOf(`poster-${name}`),
      initials: name
        .split(' ')
        .map((w) => w[0])
        .join(''),
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
      role: opts.role ?? 'MEMBER',
    },
    parents: parents.map(uuidOf),
    replies: opts.replies ?? [],
  } satisfies SupportComment;
}
