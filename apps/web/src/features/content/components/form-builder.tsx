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
import { useTranslation } from 'react-i18next';
import { FORM_INPUT_TYPES, type FormInputType } from '@gathering/contract';
import {
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
  /** Errors by dotted path inside the sections, e.g. "0.nodeInputs.1.label" (the form's `sections.` taken off). */
  errors?: Record<string, string>;
}

type Drag = { kind: 'section'; from: number } | { kind: 'input'; section: number; from: number };

/**
 * Sections (header, description, footer) holding inputs. Both reorder by dragging the grip (native HTML5
 * drag and drop) or with the up/down buttons, which keyboard users can reach.
 */
export function FormBuilder({ value, onChange, errors = {} }: FormBuilderProps) {
  const { t } = useTranslation('content');
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
          {t('builder.empty')}
        </Text>
      )}
      {value.map((section, si) => {
        const path = String(si);
        return (
          <Card
            key={section.key}
            withBorder
            padding="md"
            data-testid="form-section"
            aria-label={t('builder.section', { n: si + 1 })}
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
                    title={t('builder.dragSections')}
                    aria-hidden
                  >
                    <IconGripVertical size={18} />
                  </span>
                  <Text fw={600}>{t('builder.section', { n: si + 1 })}</Text>
                </Group>
                <Group gap={4}>
                  <MoveButtons
                    what={t('builder.sectionName', { n: si + 1 })}
                    index={si}
                    count={value.length}
                    onMove={(to) => onChange(moveItem(value, si, to))}
                  />
                  <Tooltip label={t('builder.removeSectionTip')}>
                    <ActionIcon
                      color="red"
                      variant="subtle"
                      aria-label={t('builder.removeSection', { n: si + 1 })}
                      onClick={() => onChange(value.filter((_, i) => i !== si))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              <TextInput
                label={t('builder.header')}
                value={section.header}
                error={errors[`${path}.header`]}
                onChange={(e) => setSection(si, { header: e.currentTarget.value })}
              />
              <Textarea
                label={t('builder.description')}
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
                  {t('builder.addQuestion')}
                </Button>
              </Group>
              <Textarea
                label={t('builder.footer')}
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
          {t('builder.addSection')}
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
  const { t } = useTranslation('content');
  return (
    <>
      <ActionIcon
        variant="subtle"
        aria-label={t('builder.moveUp', { what })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t('builder.moveDown', { what })}
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
  const { t } = useTranslation('content');
  const name = input.label
    ? t('builder.questionNameLabelled', { n: index + 1, label: input.label })
    : t('builder.questionName', { n: index + 1 });
  const typeOptions = FORM_INPUT_TYPES.map((type) => ({ value: type, label: t(`inputTypes.${type}`) }));
  return (
    <Card
      withBorder
      padding="sm"
      bg="var(--mantine-color-gray-0)"
      data-testid="form-input"
      aria-label={t('builder.question', { n: index + 1 })}
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
              title={t('builder.dragQuestions')}
              aria-hidden
            >
              <IconGripVertical size={16} />
            </span>
            <Text size="sm" fw={600}>
              {t('builder.question', { n: index + 1 })}
            </Text>
          </Group>
          <Group gap={4}>
            <MoveButtons what={name} index={index} count={count} onMove={onMove} />
            <Tooltip label={t('builder.removeQuestionTip')}>
              <ActionIcon
                color="red"
                variant="subtle"
                aria-label={t('builder.remove', { what: name })}
                onClick={onRemove}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label={t('builder.label')}
            required
            value={input.label}
            error={errors[`${errorsPrefix}.label`]}
            onChange={(e) => onChange({ label: e.currentTarget.value })}
          />
          <Select
            label={t('builder.type')}
            data={typeOptions}
            allowDeselect={false}
            value={input.type}
            onChange={(type) => type && onChange({ type: type as FormInputType })}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label={t('builder.placeholder')}
            value={input.placeholder}
            onChange={(e) => onChange({ placeholder: e.currentTarget.value })}
          />
          <TextInput
            label={t('builder.help')}
            value={input.description}
            onChange={(e) => onChange({ description: e.currentTarget.value })}
          />
        </Group>
        {isChoice(input.type) && (
          <TagsInput
            label={t('builder.choices')}
            description={t('builder.choicesHelp')}
            value={input.values}
            error={errors[`${errorsPrefix}.values`]}
            onChange={(values) => onChange({ values })}
          />
        )}
        <Switch
          label={t('builder.required')}
          checked={input.isRequired}
          onChange={(e) => onChange({ isRequired: e.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}
