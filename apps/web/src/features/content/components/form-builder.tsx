import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { FORM_INPUT_TYPES, type FormInputType } from '@gathering/contract';
import {
  INPUT_TYPE_LABELS,
  isChoice,
  moveItem,
  newInput,
  newSection,
  type InputDraft,
  type SectionDraft,
} from './form-builder-model';

export interface FormBuilderProps {
  value: SectionDraft[];
  onChange: (sections: SectionDraft[]) => void;
  /** Server errors by dotted path, e.g. "formNodes.0.nodeInputs.1.label". */
  errors?: Record<string, string>;
}

const TYPE_OPTIONS = FORM_INPUT_TYPES.map((t) => ({ value: t, label: INPUT_TYPE_LABELS[t] }));

type Drag = { kind: 'section'; from: number } | { kind: 'input'; section: number; from: number };

/**
 * Sections (header, description, footer) holding inputs. Both reorder by dragging the grip (native HTML5
 * drag and drop) or with the up/down buttons, which keyboard users can reach.
 */
export function FormBuilder({ value, onChange, errors = {} }: FormBuilderProps) {
  const drag = useRef<Drag | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const setSection = (index: number, patch: Partial<SectionDraft>) =>
    onChange(value.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const setInput = (si: number, ii: number, patch: Partial<InputDraft>) =>
    setSection(si, {
      nodeInputs: value[si].nodeInputs.map((inp, i) => (i === ii ? { ...inp, ...patch } : inp)),
    });

  const dropOnSection = (e: DragEvent, to: number) => {
    e.preventDefault();
    setOver(null);
    const d = drag.current;
    drag.current = null;
    if (d?.kind === 'section') onChange(moveItem(value, d.from, to));
  };
  const dropOnInput = (e: DragEvent, si: number, to: number) => {
    const d = drag.current;
    if (d?.kind !== 'input') return;
    e.preventDefault();
    e.stopPropagation();
    setOver(null);
    drag.current = null;
    if (d.section === si) setSection(si, { nodeInputs: moveItem(value[si].nodeInputs, d.from, to) });
    else {
      // Across sections: take it out of one and put it into the other at the drop position.
      const moved = value[d.section].nodeInputs[d.from];
      onChange(
        value.map((s, i) => {
          if (i === d.section) return { ...s, nodeInputs: s.nodeInputs.filter((_, j) => j !== d.from) };
          if (i === si) {
            const inputs = [...s.nodeInputs];
            inputs.splice(to, 0, moved);
            return { ...s, nodeInputs: inputs };
          }
          return s;
        }),
      );
    }
  };

  return (
    <Stack>
      {value.length === 0 && (
        <Text c="dimmed" size="sm">
          This form has no sections yet. Add one to start asking questions.
        </Text>
      )}
      {value.map((section, si) => {
        const path = `formNodes.${si}`;
        return (
          <Card
            key={section.key}
            withBorder
            padding="md"
            data-testid="form-section"
            aria-label={`Section ${si + 1}`}
            component="section"
            onDragOver={(e) => {
              if (drag.current?.kind === 'section') {
                e.preventDefault();
                setOver(section.key);
              }
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(e) => dropOnSection(e, si)}
            style={over === section.key ? { outline: '2px dashed var(--mantine-color-blue-5)' } : undefined}
          >
            <Stack gap="sm">
              <Group justify="space-between">
                <Group gap="xs">
                  <span
                    draggable
                    onDragStart={(e) => {
                      drag.current = { kind: 'section', from: si };
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', section.key);
                    }}
                    style={{ cursor: 'grab', display: 'flex' }}
                    title="Drag to reorder sections"
                    aria-hidden
                  >
                    <IconGripVertical size={18} />
                  </span>
                  <Text fw={600}>Section {si + 1}</Text>
                </Group>
                <Group gap={4}>
                  <MoveButtons
                    what={`section ${si + 1}`}
                    index={si}
                    count={value.length}
                    onMove={(to) => onChange(moveItem(value, si, to))}
                  />
                  <Tooltip label="Remove section">
                    <ActionIcon
                      color="red"
                      variant="subtle"
                      aria-label={`Remove section ${si + 1}`}
                      onClick={() => onChange(value.filter((_, i) => i !== si))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              <TextInput
                label="Section header"
                value={section.header}
                error={errors[`${path}.header`]}
                onChange={(e) => setSection(si, { header: e.currentTarget.value })}
              />
              <Textarea
                label="Section description"
                autosize
                minRows={2}
                value={section.description}
                error={errors[`${path}.description`]}
                onChange={(e) => setSection(si, { description: e.currentTarget.value })}
              />
              {section.nodeInputs.map((input, ii) => (
                <InputEditor
                  key={input.key}
                  input={input}
                  index={ii}
                  count={section.nodeInputs.length}
                  errorsPrefix={`${path}.nodeInputs.${ii}`}
                  errors={errors}
                  highlighted={over === input.key}
                  onChange={(patch) => setInput(si, ii, patch)}
                  onRemove={() =>
                    setSection(si, { nodeInputs: section.nodeInputs.filter((_, i) => i !== ii) })
                  }
                  onMove={(to) => setSection(si, { nodeInputs: moveItem(section.nodeInputs, ii, to) })}
                  onDragStart={() => {
                    drag.current = { kind: 'input', section: si, from: ii };
                  }}
                  onDragOver={(e) => {
                    if (drag.current?.kind === 'input') {
                      e.preventDefault();
                      e.stopPropagation();
                      setOver(input.key);
                    }
                  }}
                  onDrop={(e) => dropOnInput(e, si, ii)}
                />
              ))}
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setSection(si, { nodeInputs: [...section.nodeInputs, newInput()] })}
                >
                  Add question
                </Button>
              </Group>
              <Textarea
                label="Section footer"
                autosize
                minRows={1}
                value={section.footer}
                error={errors[`${path}.footer`]}
                onChange={(e) => setSection(si, { footer: e.currentTarget.value })}
              />
            </Stack>
          </Card>
        );
      })}
      <Group>
        <Button
          variant="outline"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...value, newSection()])}
        >
          Add section
        </Button>
      </Group>
    </Stack>
  );
}

function MoveButtons({
  what,
  index,
  count,
  onMove,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  return (
    <>
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${what} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${what} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowDown size={18} />
      </ActionIcon>
    </>
  );
}

function InputEditor({
  input,
  index,
  count,
  errorsPrefix,
  errors,
  highlighted,
  onChange,
  onRemove,
  onMove,
  onDragStart,
  onDragOver,
  onDrop,
}: {
  input: InputDraft;
  index: number;
  count: number;
  errorsPrefix: string;
  errors: Record<string, string>;
  highlighted: boolean;
  onChange: (patch: Partial<InputDraft>) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
  onDragStart: () => void;
  onDragOver: (e: DragEvent) => void;
  onDrop: (e: DragEvent) => void;
}) {
  const name = `question ${index + 1}${input.label ? ` (${input.label})` : ''}`;
  return (
    <Card
      withBorder
      padding="sm"
      bg="var(--mantine-color-gray-0)"
      data-testid="form-input"
      aria-label={`Question ${index + 1}`}
      onDragOver={onDragOver}
      onDrop={onDrop}
      style={highlighted ? { outline: '2px dashed var(--mantine-color-blue-5)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <span
              draggable
              onDragStart={(e) => {
                e.stopPropagation();
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', input.key);
                onDragStart();
              }}
              style={{ cursor: 'grab', display: 'flex' }}
              title="Drag to reorder questions"
              aria-hidden
            >
              <IconGripVertical size={16} />
            </span>
            <Text size="sm" fw={600}>
              Question {index + 1}
            </Text>
          </Group>
          <Group gap={4}>
            <MoveButtons what={name} index={index} count={count} onMove={onMove} />
            <Tooltip label="Remove question">
              <ActionIcon color="red" variant="subtle" aria-label={`Remove ${name}`} onClick={onRemove}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label="Question label"
            required
            value={input.label}
            error={errors[`${errorsPrefix}.label`]}
            onChange={(e) => onChange({ label: e.currentTarget.value })}
          />
          <Select
            label="Answer type"
            data={TYPE_OPTIONS}
            allowDeselect={false}
            value={input.type}
            onChange={(type) => type && onChange({ type: type as FormInputType })}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label="Placeholder"
            value={input.placeholder}
            onChange={(e) => onChange({ placeholder: e.currentTarget.value })}
          />
          <TextInput
            label="Help text"
            value={input.description}
            onChange={(e) => onChange({ description: e.currentTarget.value })}
          />
        </Group>
        {isChoice(input.type) && (
          <TagsInput
            label="Choices"
            description="Type a choice and press Enter"
            value={input.values}
            error={errors[`${errorsPrefix}.values`]}
            onChange={(values) => onChange({ values })}
          />
        )}
        <Switch
          label="Answer required"
          checked={input.isRequired}
          onChange={(e) => onChange({ isRequired: e.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}
