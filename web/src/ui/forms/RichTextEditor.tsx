import '@mantine/tiptap/styles.css';
import { richTextLinkSchemes } from '@gradina/shared/rich-text';
import { Link, RichTextEditor as MantineEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { cleanPastedHtml } from './paste-cleanup';
import type { RichTextInputProps } from './RichTextInput';

/** The controls' names for screen readers and tooltips, in Bulgarian (only the controls shown here). */
const labels: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Удебелен',
  italicControlLabel: 'Курсив',
  underlineControlLabel: 'Подчертан',
  bulletListControlLabel: 'Списък с точки',
  orderedListControlLabel: 'Номериран списък',
  linkControlLabel: 'Връзка',
  unlinkControlLabel: 'Премахни връзката',
  clearFormattingControlLabel: 'Изчисти форматирането',
  undoControlLabel: 'Отмени',
  redoControlLabel: 'Повтори',
  linkEditorInputLabel: 'Адрес на връзката',
  linkEditorInputPlaceholder: 'https://…',
  linkEditorExternalLink: 'Отваря се в нов раздел',
  linkEditorInternalLink: 'Отваря се в същия раздел',
  linkEditorSave: 'Запази',
};

/**
 * The editor's HTML, or '' when it holds no text (an empty editor still holds `<p></p>`). A destroyed editor
 * (a modal closed and reopened, the form left) has no document any more: it holds nothing.
 */
const htmlOf = (editor: Editor) => {
  if (editor.isDestroyed) return '';
  return editor.state.doc.textContent.trim() ? editor.getHTML() : '';
};

/**
 * The Tiptap editor behind RichTextInput, in a chunk of its own (RichTextInput loads it lazily, so the
 * shell's bundle does not carry ProseMirror). Only the spec's formatting is offered: bold, italic,
 * underline, lists, links (http, https, ftp, mailto); pasted HTML is cleaned first (paste-cleanup.ts).
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  error,
  testId,
  minRows = 6,
}: RichTextInputProps) {
  const editor = useEditor({
    extensions: [
      // The starter kit's own link is replaced by Mantine's (Ctrl+K opens its link editor).
      StarterKit.configure({
        link: false,
        heading: false,
        codeBlock: false,
        code: false,
        horizontalRule: false,
      }),
      Link.configure({ protocols: [...richTextLinkSchemes], defaultProtocol: 'https' }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(testId ? { 'data-testid': testId } : {}),
        style: `min-height: ${minRows * 1.5}em`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
  });

  // A value set from outside (the form reset after sending, an edit loaded) replaces the editor's content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor))
      editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <MantineEditor
      editor={editor}
      labels={labels}
      style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <MantineEditor.Toolbar>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Bold />
          <MantineEditor.Italic />
          <MantineEditor.Underline />
          <MantineEditor.ClearFormatting />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.BulletList />
          <MantineEditor.OrderedList />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Link />
          <MantineEditor.Unlink />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Undo />
          <MantineEditor.Redo />
        </MantineEditor.ControlsGroup>
      </MantineEditor.Toolbar>
      <MantineEditor.Content />
    </MantineEditor>
  );
}
