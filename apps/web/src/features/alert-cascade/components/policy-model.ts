import { z } from 'zod';
import {
  CASCADE_CHANNELS,
  cascadeMessages,
  cascadePolicyBody,
  cascadeStep,
  type CascadeChannel,
  type CascadePolicy,
  type CascadePolicyBody,
} from '@gathering/contract';
import { i18n } from '../../../i18n';

/** One row of the steps' list: every channel is listed, in the cascade's order, used or not. */
export type StepRow = { channel: CascadeChannel; used: boolean; afterMinutes: number };
export type PolicyValues = Omit<CascadePolicyBody, 'steps'> & { steps: StepRow[] };

/** The stored policy as the form's rows: its steps in their order, then the channels it leaves out, unused. */
export function policyValuesOf(policy: CascadePolicy): PolicyValues {
  const { updatedAt: _updatedAt, steps, ...rest } = policy;
  const unused = CASCADE_CHANNELS.filter((c) => !steps.some((s) => s.channel === c)).map(
    (channel): StepRow => ({ channel, used: false, afterMinutes: channel === 'PUSH' ? 0 : 10 }),
  );
  const rows = [...steps.map((s): StepRow => ({ ...s, used: true })), ...unused];
  // The push is always the first row: the server takes it first or not at all.
  return { ...rest, alertTypes: [...rest.alertTypes], steps: pushFirst(rows) };
}

const pushFirst = (rows: StepRow[]) => [
  ...rows.filter((r) => r.channel === 'PUSH'),
  ...rows.filter((r) => r.channel !== 'PUSH'),
];

/** The rows used, in order, as the contract's body. */
export function policyBodyOf(v: PolicyValues): CascadePolicyBody {
  return {
    ...v,
    steps: v.steps.filter((s) => s.used).map(({ channel, afterMinutes }) => ({ channel, afterMinutes })),
  };
}

/** Moves the row at `from` by one (-1 up, +1 down); the push row stays first. Answers the rows unchanged if it cannot. */
export function moveStep(rows: StepRow[], from: number, by: -1 | 1): StepRow[] {
  const to = from + by;
  if (to < 0 || to >= rows.length || rows[from].channel === 'PUSH' || rows[to].channel === 'PUSH')
    return rows;
  const next = [...rows];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** The contract's body, read from the rows: at least one used; each row's minutes as the contract bounds them. */
export const policySchema = cascadePolicyBody.omit({ steps: true }).extend({
  steps: z
    .array(cascadeStep.extend({ used: z.boolean() }))
    .refine((rows) => rows.some((r) => r.used), cascadeMessages.stepsRequired),
});

/** The contract's sentences → the reader's language. */
export const policySentences = () =>
  Object.fromEntries(
    (['stepsRequired', 'pushFirst', 'stepRepeats'] as const).map((key) => [
      cascadeMessages[key],
      i18n.t(`alert-cascade:policy.messages.${key}`),
    ]),
  );
