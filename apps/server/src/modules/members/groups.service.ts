import {
  groupMessages,
  memberMessages,
  type GroupCreateBody,
  type GroupDetailResponse,
  type GroupRow,
  type GroupUpdateBody,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { attachmentIdsOf, attachmentsById, toListEntry, type ContentRepository } from '../content';
import type { FileAddresses } from '../../lib/files/storage';
import { pageMeta } from '../../lib/paging';
import { groupsRepository, type GroupRecord, type GroupSort } from './groups.repository';
import type { MemberSort } from './members.repository';
import type { Actor } from './members.context';
import { listMembers } from './members.list';
import { slugify } from '../../lib/slug';
import type { AuditRecorder } from '../audit';
import { isUuid } from '../../lib/uuid';

const toRow = (g: GroupRecord): GroupRow => ({
  id: g.id,
  group: g.name,
  slug: g.slug,
  members: g.members,
  createdOn: g.createdAt.toISOString(),
});

interface MemberListQuery {
  offset: number;
  limit: number;
  filter: MemberSort;
  dir: 'asc' | 'desc';
  search?: string;
}

export function createGroupsService(deps: {
  database: Database;
  clock: Clock;
  /** Content's files of the group's feed rows. */
  files: Pick<ContentRepository, 'findAttachments'>;
  /** Stored file addresses made absolute for answers. */
  addresses: FileAddresses;
  audit: AuditRecorder;
}) {
  const { clock, audit } = deps;
  const db = deps.database.db;

  async function load(tx: Executor, actor: Actor, id: string): Promise<GroupRecord> {
    // Not a uuid, missing or another community's: the same answer, so ids reveal nothing.
    const group = isUuid(id) ? await groupsRepository.find(tx, actor.communityId, id) : undefined;
    if (!group) throw notFound(memberMessages.groupNotFound);
    return group;
  }

  function slugOf(name: string) {
    const slug = slugify(name);
    if (!slug) throw badRequest(groupMessages.groupNameInvalid, 'group');
    return slug;
  }

  // Groups read content (one direction only): the feed rows come from here, their list shape from content.
  async function feed(actor: Actor, groupId: string, q: { offset: number; limit: number }) {
    const { rows, total } = await groupsRepository.feed(db, {
      communityId: actor.communityId,
      groupId,
      limit: q.limit,
      page: q.offset,
    });
    const files = await deps.files.findAttachments(db, actor.communityId, attachmentIdsOf(rows));
    const fileMap = attachmentsById(files, deps.addresses.publicAddress);
    return { data: rows.map((r) => toListEntry(r, fileMap)), meta: pageMeta(q.offset, q.limit, total) };
  }

  async function addMembers(tx: Executor, actor: Actor, groupId: string, ids: string[] | undefined) {
    if (!ids?.length) return;
    const unique = [...new Set(ids)];
    const found = await groupsRepository.liveMemberIds(tx, actor.communityId, unique);
    if (found.length !== unique.length) throw notFound(memberMessages.memberNotFound);
    await groupsRepository.addMembers(tx, groupId, unique, clock.now());
  }

  return {
    async basic(actor: Actor) {
      return { groups: await groupsRepository.basic(db, actor.communityId) };
    },

    async list(
      actor: Actor,
      q: { offset: number; limit: number; filter: GroupSort; dir: 'asc' | 'desc'; search?: string },
    ) {
      const { rows, total } = await groupsRepository.list(db, {
        communityId: actor.communityId,
        search: q.search || undefined,
        sort: q.filter,
        dir: q.dir,
        limit: q.limit,
        page: q.offset,
      });
      return { data: rows.map(toRow), meta: pageMeta(q.offset, q.limit, total) };
    },

    async create(actor: Actor, body: GroupCreateBody): Promise<GroupRow> {
      const slug = slugOf(body.group);
      const id = await db.transaction(async (tx) => {
        if (await groupsRepository.slugTaken(tx, actor.communityId, slug))
          throw conflict(groupMessages.groupNameTaken, 'group');
        const id = await groupsRepository.insert(tx, {
          communityId: actor.communityId,
          name: body.group,
          slug,
          at: clock.now(),
        });
        await addMembers(tx, actor, id, body.members);
        await audit.record(tx, {
          communityId: actor.communityId,
          action: 'groups.create',
          target: { kind: 'group', id },
          before: null,
          after: { name: body.group },
          details: body.members?.length ? { membersAdded: body.members } : undefined,
        });
        return id;
      });
      return toRow(await load(db, actor, id));
    },

    async update(actor: Actor, id: string, body: GroupUpdateBody): Promise<GroupRow> {
      await db.transaction(async (tx) => {
        const group = await load(tx, actor, id);
        if (body.group !== undefined && body.group !== group.name) {
          const slug = slugOf(body.group);
          if (await groupsRepository.slugTaken(tx, actor.communityId, slug, group.id))
            throw conflict(groupMessages.groupNameTaken, 'group');
          await groupsRepository.rename(tx, group.id, body.group, slug, clock.now());
        }
        await addMembers(tx, actor, group.id, body.members);
        await audit.record(tx, {
          communityId: actor.communityId,
          action: 'groups.update',
          target: { kind: 'group', id: group.id },
          before: { name: group.name },
          after: { name: body.group ?? group.name },
          details: body.members?.length ? { membersAdded: body.members } : undefined,
        });
      });
      return toRow(await load(db, actor, id));
    },

    async detail(actor: Actor, id: string, q: MemberListQuery): Promise<GroupDetailResponse> {
      const group = await load(db, actor, id);
      return {
        group: toRow(group),
        groupFeed: await feed(actor, group.id, q),
        groupMembers: await this.members(actor, id, q),
      };
    },

    async byName(actor: Actor, name: string): Promise<GroupRow> {
      const group = await groupsRepository.findByNameOrSlug(
        db,
        actor.communityId,
        name.trim(),
        slugify(name),
      );
      if (!group) throw notFound(memberMessages.groupNotFound);
      return toRow(group);
    },

    async members(actor: Actor, id: string, q: MemberListQuery & { excluded?: boolean }) {
      const group = await load(db, actor, id);
      const page = await listMembers(db, {
        communityId: actor.communityId,
        // The picker offers everyone who could be added; erased members are never listed.
        statuses: ['ACTIVE', 'INACTIVE'],
        search: q.search || undefined,
        sort: q.filter,
        dir: q.dir,
        limit: q.limit,
        page: q.offset,
        groupId: group.id,
        excluded: q.excluded,
      });
      // A list of personal data seen (the group's members, or the picker of those not in it), as members.list.
      await audit.record(db, {
        communityId: actor.communityId,
        action: 'groups.members_list',
        target: { kind: 'group', id: group.id },
        details: {
          excluded: q.excluded ?? false,
          search: q.search ?? null,
          page: q.offset,
          rows: page.data.length,
        },
      });
      return page;
    },

    /**
     * Deletes the group. Content addressed to it together with other groups keeps those; content whose only
     * audience is this group (and is not deleted) would be shown to nobody, so the delete is refused until that
     * content gets another audience.
     */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const group = await load(tx, actor, id);
        if ((await groupsRepository.onlyAudienceOf(tx, group.id)) > 0)
          throw conflict(groupMessages.groupOnlyAudience);
        await groupsRepository.remove(tx, group.id);
        await audit.record(tx, {
          communityId: actor.communityId,
          action: 'groups.delete',
          target: { kind: 'group', id: group.id },
          before: { name: group.name },
          after: null,
        });
      });
    },

    /** Removes members from the group; all must be the community's members. Answers those that were in it. */
    async removeMembers(actor: Actor, id: string, ids: string[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        const group = await load(tx, actor, id);
        const unique = [...new Set(ids)];
        const found = await groupsRepository.liveMemberIds(tx, actor.communityId, unique);
        if (found.length !== unique.length) throw notFound(memberMessages.memberNotFound);
        const removed = await groupsRepository.removeMembers(tx, group.id, unique);
        await groupsRepository.touch(tx, group.id, clock.now());
        await audit.record(tx, {
          communityId: actor.communityId,
          action: 'groups.remove_members',
          target: { kind: 'group', id: group.id },
          details: { membersRemoved: removed },
        });
        return removed;
      });
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
