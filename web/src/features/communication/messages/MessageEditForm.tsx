import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useBoundField } from '../../../ui/fields';
import { FormFrame, useFormPage } from '../../../ui/page';
import { AttachmentsInput, type AttachmentValue } from '../attachments';
import { decodeContent } from '../common';
import { invalidateMessage } from '../queries';
import {
  type TitleAndContent,
  TitleAndContentFields,
  titleAndContentBody,
  titleAndContentLabels,
} from '../title-and-content';

type Message = ApiReply<'communication.getMessage'>;

interface MessageEditValues extends TitleAndContent {
  attachments: AttachmentValue[];
  /** The version the edit started from: a save of an older one than the stored answers 409 and offers a reload. */
  version: number;
}

const valuesOf = (m: Message): MessageEditValues => ({
  title: m.title,
  content: decodeContent(m.content),
  attachments: m.attachments,
  version: m.version,
});

/** The sender's edit of a message in place: title, body and files; "Презареди" reads the message again. */
export function MessageEditForm({ message, onDone }: { message: Message; onDone: () => void }) {
  // The message's editable values as stored, read again by "Презареди"; a new reply does not refill the form.
  const stored = useRouteQuery(
    'communication.getMessage',
    { path: { id: message.id } },
    { refetchOnMount: false, select: valuesOf },
  );
  const page = useFormPage<MessageEditValues, 'communication.updateMessage', MessageEditValues>(
    'communication.updateMessage',
    {
      spec: {
        labels: titleAndContentLabels,
        toBody: (v) => ({
          id: message.id,
          ...titleAndContentBody(v),
          attachments: v.attachments.map(({ fileKey, fileName }) => ({ fileKey, fileName })),
          version: v.version,
        }),
        defaultValues: valuesOf(message),
      },
      record: { query: stored, toValues: (v) => v },
      refresh: invalidateMessage,
      back: '',
      onSaved: onDone,
    },
  );
  const attachments = useBoundField({ form: page, name: 'attachments' });
  return (
    <FormFrame page={page} onCancel={onDone} testId="message-edit">
      <TitleAndContentFields form={page} testId="message-edit" />
      <AttachmentsInput value={attachments.value} onChange={attachments.onChange} />
    </FormFrame>
  );
}
