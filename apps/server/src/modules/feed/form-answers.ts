import {
  answerProblem,
  contentMessages,
  isBlankAnswer,
  numberAnswer,
  type FormAnswer,
  type FormNode,
} from '@gathering/contract';
import { badRequest } from '../../lib/errors';

export interface ReadableAnswer {
  section: string;
  label: string;
  value: string;
}

/**
 * Checks the answers against the form's inputs (the contract's rules, `answerProblem`, which the member web app
 * checks before sending) and answers them in the form's order, as text for the e-mail. The first missing required
 * input, or the first value that does not fit its type, is a 400 naming the input.
 */
export function checkAnswers(nodes: FormNode[], answers: Record<string, FormAnswer>): ReadableAnswer[] {
  const out: ReadableAnswer[] = [];
  for (const node of nodes) {
    for (const input of node.nodeInputs) {
      const id = input.id!;
      const value = answers[id];
      const problem = answerProblem(input, value);
      if (problem === 'required') throw badRequest(contentMessages.requiredAnswer(input.label), id);
      if (problem === 'invalid') throw badRequest(contentMessages.invalidAnswer(input.label), id);
      // Not required and left empty: not in the e-mail.
      if (isBlankAnswer(value)) continue;
      out.push({ section: node.header, label: input.label, value: answerText(input.type, value) });
    }
  }
  return out;
}

/** An accepted answer as the e-mail reads it. */
function answerText(type: FormNode['nodeInputs'][number]['type'], value: FormAnswer): string {
  if (type === 'NUMBER') return String(numberAnswer(value));
  if (type === 'CHECKBOX') return 'Yes';
  if (Array.isArray(value)) return value.join(', ');
  const s = String(value).trim();
  if (type !== 'SIGNATURE') return s;
  return s.startsWith('data:')
    ? '(drawn signature, shown in the HTML version of this message)'
    : `Signed: ${s}`;
}
