import { ActionIcon, Box, Button, Group, Input, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import {
  IconBold,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconUnderline,
  type Icon,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface RichTextEditorProps {
  label: ReactNode;
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  minHeight?: number;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

const BUTTONS: { command: Command; label: string; icon: Icon }[] = [
  { command: 'bold', label: 'Bold', icon: IconBold },
  { command: 'italic', label: 'Italic', icon: IconItalic },
  { command: 'underline', label: 'Underline', icon: IconUnderline },
  { command: 'insertUnorderedList', label: 'Bulleted list', icon: IconList },
  { command: 'insertOrderedList', label: 'Numbered list', icon: IconListNumbers },
];

/** Only http(s) and mailto links: anything else (javascript:) would be dropped by the server anyway. */
export function normaliseLink(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  if (/^(https?:|mailto:)/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url}`;
}

/**
 * A small rich-text field: a contentEditable region with bold, italic, underline, lists and links through
 * document.execCommand. The HTML it produces is cleaned by the server's allow-list before it is stored.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  description,
  minHeight = 160,
}: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const savedRange = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  // The region is uncontrolled while typing; an outside change (loading the item) replaces its content.
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => {
    const html = ref.current?.innerHTML ?? '';
    // An emptied region leaves a lone <br>; that is no body.
    onChange(html === '<br>' ? '' : html);
  };

  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };

  const openLink = () => {
    const selection = window.getSelection();
    savedRange.current =
      selection && selection.rangeCount > 0 && ref.current?.contains(selection.anchorNode)
        ? selection.getRangeAt(0).cloneRange()
        : null;
    setLink('');
    setLinkError(null);
    setLinkOpen(true);
  };

  const applyLink = () => {
    const url = normaliseLink(link);
    if (!url) {
      setLinkError('Enter a web address such as https://example.org');
      return;
    }
    setLinkOpen(false);
    ref.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (!savedRange.current || savedRange.current.collapsed)
      run('insertHTML', `<a href="${encodeURI(url)}">${escapeHtml(url)}</a>`);
    else run('createLink', url);
  };

  return (
    <Input.Wrapper label={<span id={labelId}>{label}</span>} error={error} description={description}>
      <Box
        mt={4}
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        <Group
          gap={4}
          p={4}
          role="toolbar"
          aria-label="Formatting"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          {BUTTONS.map(({ command, label: text, icon: IconComponent }) => (
            <Tooltip key={command} label={text}>
              <ActionIcon
                variant="subtle"
                aria-label={text}
                // Keeps the selection in the region: a click would otherwise move focus to the button.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => run(command)}
              >
                <IconComponent size={18} />
              </ActionIcon>
            </Tooltip>
          ))}
          <Tooltip label="Link">
            <ActionIcon
              variant="subtle"
              aria-label="Link"
              onMouseDown={(e) => e.preventDefault()}
              onClick={openLink}
            >
              <IconLink size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Box
          ref={ref}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline
          aria-labelledby={labelId}
          aria-invalid={!!error || undefined}
          onInput={emit}
          onBlur={emit}
          p="sm"
          className="rich-text"
          style={{ minHeight, outline: 'none', overflowWrap: 'anywhere' }}
        />
      </Box>
      <Modal opened={linkOpen} onClose={() => setLinkOpen(false)} title="Insert link" centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            applyLink();
          }}
        >
          <Stack>
            <TextInput
              label="Web address"
              placeholder="https://example.org"
              value={link}
              error={linkError}
              data-autofocus
              onChange={(e) => setLink(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setLinkOpen(false)}>
                Cancel
              </Button>
              <Button type="submit">Insert link</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Input.Wrapper>
  );
}

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
