import { contentMessages, type FormNode } from '@gathering/contract';
import { badRequest } from '../../lib/errors';

type Answer = string | number | boolean | string[];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{7,20}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SIGNATURE_IMAGE = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

export interface ReadableAnswer {
  section: string;
  label: string;
  value: string;
}

const isBlank = (v: Answer | undefined) =>
  v === undefined ||
  v === '' ||
  v === false ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'string' && v.trim() === '');

/**
 * Checks the answers against the form's inputs and answers them in the form's order, as text for the e-mail.
 * The first missing required input, or the first value that does not fit its type, is a 400 naming the input.
 */
export function checkAnswers(nodes: FormNode[], answers: Record<string, Answer>): ReadableAnswer[] {
  const out: ReadableAnswer[] = [];
  for (const node of nodes) {
    for (const input of node.nodeInputs) {
      const id = input.id!;
      const value = answers[id];
      const fail = () => badRequest(contentMessages.invalidAnswer(input.label), id);
      if (isBlank(value)) {
        if (input.isRequired) throw badRequest(contentMessages.requiredAnswer(input.label), id);
        continue;
      }
      let text: string;
      switch (input.type) {
        case 'NUMBER': {
          const n =
            typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
          if (!Number.isFinite(n)) throw fail();
          text = String(n);
          break;
        }
        case 'CHECKBOX':
          if (typeof value !== 'boolean') throw fail();
          text = 'Yes';
          break;
        case 'MULTIPLE_CHOICE':
          if (!Array.isArray(value) || !value.every((v) => input.values.includes(v))) throw fail();
          text = value.join(', ');
          break;
        default: {
          if (typeof value !== 'string') throw fail();
          const s = value.trim();
          if (input.type === 'EMAIL' && !EMAIL.test(s)) throw fail();
          if (input.type === 'PHONE' && !PHONE.test(s)) throw fail();
          if (input.type === 'DATE' && (!DATE.test(s) || Number.isNaN(Date.parse(s)))) throw fail();
          if (input.type === 'SINGLE_CHOICE' && !input.values.includes(s)) throw fail();
          if (input.type === 'SHORT_TEXT' && s.length > 500) throw fail();
          if (input.type === 'LONG_TEXT' && s.length > 10_000) throw fail();
          // A drawn signature is an image; a typed one is a name.
          if (input.type === 'SIGNATURE') {
            if (s.startsWith('data:') ? !SIGNATURE_IMAGE.test(s) : s.length > 200) throw fail();
            text = s.startsWith('data:')
              ? '(drawn signature, shown in the HTML version of this message)'
              : `Signed: ${s}`;
            break;
          }
          text = s;
        }
      }
      out.push({ section: node.header, label: input.label, value: text });
    }
  }
  return out;
}
