import { CHOICE_INPUT_TYPES, type FormInput, type FormInputType, type FormNode } from '@gathering/contract';

// The form builder's working copy: every section and input carries a client key, so React keeps each
// one's fields while they are reordered, and new ones (no server id yet) can be told apart.

export type InputDraft = FormInput & { key: string };
export type SectionDraft = Omit<FormNode, 'nodeInputs'> & { key: string; nodeInputs: InputDraft[] };

let counter = 0;
export const newKey = () => `k${Date.now().toString(36)}${(counter++).toString(36)}`;

export const isChoice = (type: FormInputType) => CHOICE_INPUT_TYPES.includes(type);

export const newInput = (): InputDraft => ({
  key: newKey(),
  label: '',
  type: 'SHORT_TEXT',
  placeholder: '',
  description: '',
  values: [],
  isRequired: false,
});

export const newSection = (): SectionDraft => ({
  key: newKey(),
  header: '',
  description: '',
  footer: '',
  nodeInputs: [newInput()],
});

/** The list with the entry at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

export function toDrafts(nodes: readonly FormNode[] | undefined): SectionDraft[] {
  return (nodes ?? []).map((node) => ({
    ...node,
    key: node.id ?? newKey(),
    nodeInputs: node.nodeInputs.map((input) => ({ ...input, key: input.id ?? newKey() })),
  }));
}

/** What the save payload carries: no keys, and choices only on choice inputs. */
export function fromDrafts(sections: readonly SectionDraft[]): FormNode[] {
  return sections.map(({ key: _key, nodeInputs, ...node }) => ({
    ...node,
    nodeInputs: nodeInputs.map(({ key: _k, ...input }) => ({
      ...input,
      values: isChoice(input.type) ? input.values : [],
    })),
  }));
}
