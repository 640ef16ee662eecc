import { describe, expect, it } from 'vitest';
import { buildThread, replyChain } from './thread-tree';

const c = (id: string, ...parents: string[]) => ({ id, parents });

describe('buildThread', () => {
  it('nests replies under the last id of their parents, oldest first, with depths', () => {
    const thread = buildThread([
      c('a'),
      c('b'),
      c('a1', 'a'),
      c('a1x', 'a', 'a1'),
      c('a2', 'a'),
      c('b1', 'b'),
    ]);
    const shape = (nodes: ReturnType<typeof buildThread>): unknown =>
      nodes.map((n) => [n.comment.id, n.depth, shape(n.replies)]);
    expect(shape(thread)).toEqual([
      [
        'a',
        0,
        [
          ['a1', 1, [['a1x', 2, []]]],
          ['a2', 1, []],
        ],
      ],
      ['b', 0, [['b1', 1, []]]],
    ]);
  });

  it('keeps a reply whose direct parent is missing under its nearest present ancestor', () => {
    const thread = buildThread([c('a'), c('deep', 'a', 'gone')]);
    expect(thread).toHaveLength(1);
    expect(thread[0]!.replies.map((n) => [n.comment.id, n.depth])).toEqual([['deep', 1]]);
  });
});

describe('replyChain', () => {
  it('is the answered message’s ancestors, root first, then the message itself', () => {
    expect(replyChain(c('a1x', 'a', 'a1'))).toEqual(['a', 'a1', 'a1x']);
    expect(replyChain(c('a'))).toEqual(['a']);
  });
});
