import { appMessages, type FormNode, type FormSubmissionBody } from '@gathering/contract';
import { badRequest } from '../../lib/errors';
import type { FeedContext } from './feed.context';
import { feedRepository as repo, type Viewer } from './feed.repository';
import { checkAnswers } from './form-answers';
import { renderFormMail } from './form-mail';

/**
 * A form submission: checked against the form, e-mailed to the form's addresses, and otherwise forgotten —
 * only the conversion event (who, which form, when) is stored, as the privacy policy promises.
 */
export async function submitForm(ctx: FeedContext, v: Viewer, id: string, body: FormSubmissionBody) {
  const { db, clock, mail } = ctx;
  const row = await ctx.visible(v, id);
  if (row.kind !== 'FORM') throw badRequest(appMessages.notAForm, 'id');
  const form = row.data as { emails: string[]; formNodes: FormNode[] };
  const answers = checkAnswers(form.formNodes, body.answers);
  if (form.emails.length === 0) throw badRequest(appMessages.noFormRecipients, 'id');
  const signatures: Record<string, string> = {};
  for (const n of form.formNodes)
    for (const i of n.nodeInputs) {
      const a = body.answers[i.id!];
      if (i.type === 'SIGNATURE' && typeof a === 'string' && a.startsWith('data:')) signatures[i.label] = a;
    }
  const now = clock.now();
  const who = v.membershipId ? await repo.memberIdentity(db, v.membershipId) : undefined;
  const from = who ? `${`${who.firstName} ${who.lastName}`.trim()} <${who.email}>` : 'A guest of the app';
  const rendered = renderFormMail({
    community: (await ctx.communities.findName(db, v.communityId)) ?? 'Gathering',
    form: row.headline,
    from,
    at: now,
    answers,
    signatures,
  });
  // The answer's e-mails are queued with its conversion: committed together, or not at all.
  await db.transaction(async (tx) => {
    await repo.record(tx, v, { feedItemId: row.id, type: 'CONVERSION', conversion: 'FORM', at: now });
    for (const to of form.emails) await mail.store(tx, { kind: 'form-submission', to, ...rendered });
  });
  return { message: appMessages.formSubmitted };
}
