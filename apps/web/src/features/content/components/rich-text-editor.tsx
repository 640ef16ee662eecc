import '@mantine/tiptap/styles.css';
import './rich-text.css';
import { Input } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, RichTextEditor as Editor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor, type Attributes } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toasts';
import { BodyImageDialog, type UploadBodyImage } from './body-image-dialog';

export interface RichTextEditorProps {
  label: ReactNode;
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  minHeight?: number;
  /** The image upload behind "Insert image"; tests hand in their own. */
  uploadImage?: UploadBodyImage;
}

/**
 * Images the server keeps in a body: this community's body uploads (POST /v1/upload/feedItem/image), whatever
 * host the address names (the server checks the community and refuses any other image with a sentence).
 */
const UPLOADED_IMAGE = /(^|\/)files\/communities\/[0-9a-f-]{36}\/feed\/image-[0-9a-f]{16}\.(png|jpg|gif)$/;
export const isUploadedImage = (src: string) => UPLOADED_IMAGE.test(src);

/**
 * An image node of our uploads only, with its src and alt and nothing else. An image pasted from a web page, or
 * typed as Markdown (![…](…)), would be a remote address the server refuses: it is not taken in (the paste says so).
 */
const BodyImage = Image.extend({
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  addInputRules() {
    return [];
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (node) =>
          isUploadedImage(node.getAttribute('src') ?? '') && (node.getAttribute('alt') ?? '').trim()
            ? null
            : false,
      },
    ];
  },
});

/** Pasted HTML without the images the editor cannot keep, and how many were left out. */
export function withoutForeignImages(html: string): { html: string; leftOut: number } {
  if (!html.includes('<img')) return { html, leftOut: 0 };
  const doc = new DOMParser().parseFromString(html, 'text/html');
  let leftOut = 0;
  for (const img of doc.querySelectorAll('img'))
    if (!isUploadedImage(img.getAttribute('src') ?? '') || !(img.getAttribute('alt') ?? '').trim()) {
      img.remove();
      leftOut++;
    }
  return { html: leftOut ? doc.body.innerHTML : html, leftOut };
}

/**
 * The editor writes only the contract's RICH_TEXT_TAGS (the set the server keeps): paragraphs, line breaks, h2/h3,
 * bold, italic, underline, lists, links and uploaded images with their alt text. Every other StarterKit node or
 * mark is switched off, so nothing typed or pasted can be lost on save. Links open in a new tab with
 * rel="noopener noreferrer", as the server stores them.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    // Mantine's Link below adds the Mod+K shortcut that opens the link field.
    link: false,
  }),
  Link.extend({
    addAttributes() {
      const parent = this.parent?.() as Attributes | undefined;
      // "example.org" typed in the link field becomes https://example.org (a bare address would be a relative
      // link on the member's app); javascript: and other schemes lose the link.
      return {
        ...parent,
        href: { ...parent?.href, renderHTML: ({ href }) => ({ href: normaliseLink(String(href ?? '')) }) },
      };
    },
  }).configure({
    openOnClick: false,
    HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
  }),
  BodyImage,
];

/** Only http(s) and mailto links: anything else (javascript:) would be dropped by the server anyway. */
export function normaliseLink(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  if (/^(https?:|mailto:)/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url}`;
}

/** This module (and Tiptap with it) is loaded only by the content editor's chunk, never by the login page. */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  description,
  minHeight = 160,
  uploadImage,
}: RichTextEditorProps) {
  const { t } = useTranslation('content');
  const toast = useToast();
  const labelId = useId();
  const [imageOpened, imageDialog] = useDisclosure(false);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
      transformPastedHTML: (html) => {
        const pasted = withoutForeignImages(html);
        if (pasted.leftOut) toast.info(t('editor.image.pastedLeftOut', { count: pasted.leftOut }));
        return pasted.html;
      },
    },
    // An emptied editor still holds one empty paragraph; that is no body.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // An outside change (the item loading) replaces the content; the editor's own updates already match.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={<span id={labelId}>{label}</span>}
      // Its label names the text (aria-labelledby above) and, as a field's label does, puts the cursor in it.
      labelProps={{ onClick: () => editor?.commands.focus() }}
      error={error}
      description={description}
    >
      <Editor
        editor={editor}
        mt={4}
        labels={{
          boldControlLabel: t('editor.bold'),
          italicControlLabel: t('editor.italic'),
          underlineControlLabel: t('editor.underline'),
          h2ControlLabel: t('editor.heading'),
          h3ControlLabel: t('editor.subheading'),
          bulletListControlLabel: t('editor.bulletList'),
          orderedListControlLabel: t('editor.numberedList'),
          linkControlLabel: t('editor.link'),
          unlinkControlLabel: t('editor.unlink'),
          linkEditorInputLabel: t('editor.linkAddress'),
          linkEditorInputPlaceholder: 'https://example.org',
          linkEditorExternalLink: t('editor.linkNewTab'),
          linkEditorInternalLink: t('editor.linkSameTab'),
          linkEditorSave: t('editor.insertLink'),
        }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Editor.Toolbar aria-label={t('editor.toolbar')} role="toolbar">
          <Editor.ControlsGroup>
            <Editor.Bold />
            <Editor.Italic />
            <Editor.Underline />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.H2 />
            <Editor.H3 />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.BulletList />
            <Editor.OrderedList />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Link initialExternal />
            <Editor.Unlink />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Control
              onClick={imageDialog.open}
              aria-label={t('editor.image.button')}
              title={t('editor.image.button')}
            >
              <IconPhoto size={16} stroke={1.5} />
            </Editor.Control>
          </Editor.ControlsGroup>
        </Editor.Toolbar>
        <Editor.Content className="rich-text" style={{ minHeight, overflowWrap: 'anywhere' }} />
      </Editor>
      <BodyImageDialog
        opened={imageOpened}
        onClose={imageDialog.close}
        upload={uploadImage}
        onInsert={(image) => editor?.chain().focus().setImage(image).run()}
      />
    </Input.Wrapper>
  );
}
