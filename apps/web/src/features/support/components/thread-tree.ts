/** What the thread needs of a comment: its id and the ids of all its ancestors, root first (the contract's `parents`). */
export interface Threaded {
  id: string;
  parents: readonly string[];
}

export interface ThreadNode<T extends Threaded> {
  comment: T;
  /** 0 for a top-level comment; a reply is one deeper than the message it answers. */
  depth: number;
  replies: ThreadNode<T>[];
}

/**
 * Nests a ticket's flat comment list: a reply hangs under the last id of its `parents`, in the order the server
 * gave (oldest first). A reply whose direct parent is not in the list (the server never sends such a thing to a
 * console, but a thread is never worth losing a message over) hangs under its nearest ancestor that is, or at the
 * top.
 */
export function buildThread<T extends Threaded>(comments: readonly T[]): ThreadNode<T>[] {
  const nodes = new Map<string, ThreadNode<T>>();
  for (const comment of comments) nodes.set(comment.id, { comment, depth: 0, replies: [] });
  const roots: ThreadNode<T>[] = [];
  for (const comment of comments) {
    const node = nodes.get(comment.id)!;
    const parentId = [...comment.parents].reverse().find((id) => id !== comment.id && nodes.has(id));
    const parent = parentId === undefined ? undefined : nodes.get(parentId);
    if (parent) parent.replies.push(node);
    else roots.push(node);
  }
  // Depths from the tree itself, so an orphan re-attached higher up is indented where it is shown.
  const setDepth = (list: ThreadNode<T>[], depth: number) => {
    for (const node of list) {
      node.depth = depth;
      setDepth(node.replies, depth + 1);
    }
  };
  setDepth(roots, 0);
  return roots;
}

/** The `parents` of a reply to `comment`: its own ancestors, root first, then itself. */
export function replyChain(comment: Threaded): string[] {
  return [...comment.parents, comment.id];
}
