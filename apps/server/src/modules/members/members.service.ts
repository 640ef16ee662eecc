import type { MemberUpdateBody } from '@gathering/contract';
import { activate } from './members.activate';
import { membersContext, type Actor, type MembersDeps } from './members.context';
import { deactivate } from './members.deactivate';
import { destroy } from './members.destroy';
import { exportCsv } from './members.export';
import { basic, get } from './members.get';
import { list } from './members.list';
import { sendVerifications } from './members.send-verifications';
import { setRole } from './members.set-role';
import { update } from './members.update';

/**
 * A community's members as its administrators manage them. One operation per file (members.<operation>.ts) over
 * the guards and trail they share (members.context.ts); this only puts them together.
 */
export function createMembersService(deps: MembersDeps) {
  const ctx = membersContext(deps);
  return {
    list: (actor: Actor, q: Parameters<typeof list>[2]) => list(ctx, actor, q),
    basic: (actor: Actor) => basic(ctx, actor),
    get: (actor: Actor, id: string) => get(ctx, actor, id),
    update: (actor: Actor, id: string, body: MemberUpdateBody) => update(ctx, actor, id, body),
    activate: (actor: Actor, ids: string[]) => activate(ctx, actor, ids),
    deactivate: (actor: Actor, ids: string[]) => deactivate(ctx, actor, ids),
    destroy: (actor: Actor, ids: string[]) => destroy(ctx, actor, ids),
    sendVerifications: (actor: Actor, ids: string[]) => sendVerifications(ctx, actor, ids),
    setRole: (actor: Actor, userId: string, role: 'ADMIN' | 'MEMBER') => setRole(ctx, actor, userId, role),
    exportCsv: (actor: Actor) => exportCsv(ctx, actor),
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
