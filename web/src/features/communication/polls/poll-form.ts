import { Audience } from '@gradina/shared';
import { PollQuestionType } from '@gradina/shared/manifest/routes/communication/polls';
import { z } from 'zod';
import type { ApiArgs, ApiReply } from '../../../api/client';
import { sofiaLocal } from '../../../ui/format/calendar';
import { type RecipientsValue, recipientFields, recipientsError } from '../recipients';

export { PollQuestionType };

export const questionTypeLabels: Record<PollQuestionType, string> = {
  [PollQuestionType.SingleChoice]: 'Един отговор',
  [PollQuestionType.MultipleChoice]: 'Няколко отговора',
  [PollQuestionType.FreeText]: 'Свободен отговор',
};

export const pollLabels = {
  question: 'Заглавие',
  description: 'Описание',
  expiration: 'Краен срок',
  questionText: 'Въпрос',
  optionText: 'Отговор',
} as const;

const required = (label: string) => `Полето "${label}" е задължително`;
const tooLong = (label: string, n: number) => `Полето "${label}" не може да бъде по-дълго от ${n} символа`;

/** A local date and time in Sofia, as Mantine's pickers keep it: `YYYY-MM-DD HH:mm:ss`. */
export type SofiaLocal = string;

/** A week from now at 18:00 in Sofia: most polls collect answers for a few days. */
export function defaultExpiration(now = Date.now()): SofiaLocal {
  return `${sofiaLocal(now + 7 * 24 * 3_600_000).slice(0, 10)} 18:00:00`;
}

// Option texts are checked with the question: a free-text question keeps (hidden) options it never sends.
const optionSchema = z.object({ text: z.string() });

const questionSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, required(pollLabels.questionText))
      .max(500, tooLong(pollLabels.questionText, 500)),
    type: z.literal(Object.values(PollQuestionType) as [PollQuestionType, ...PollQuestionType[]]),
    isRequired: z.boolean(),
    options: z.array(optionSchema).max(30, 'Въпросът може да има най-много 30 възможни отговора'),
  })
  .superRefine((q, ctx) => {
    if (q.type === PollQuestionType.FreeText) return;
    q.options.forEach((o, n) => {
      const text = o.text.trim();
      if (!text || text.length > 300)
        ctx.addIssue({
          code: 'custom',
          path: ['options', n, 'text'],
          message: text ? tooLong(pollLabels.optionText, 300) : required(pollLabels.optionText),
        });
    });
    if (q.options.length < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['options', 'root'],
        message: 'Добавете поне два възможни отговора',
      });
  });

/** The form's checks; `now` is the moment the deadline must come after (Sofia time). */
export function pollFormSchema(now: () => SofiaLocal = () => sofiaLocal(Date.now())) {
  return z
    .object({
      question: z
        .string()
        .trim()
        .min(1, required(pollLabels.question))
        .max(300, tooLong(pollLabels.question, 300)),
      description: z.string().trim().max(4000, tooLong(pollLabels.description, 4000)),
      expiration: z
        .string({ error: required(pollLabels.expiration) })
        .min(1, required(pollLabels.expiration)),
      isAnonymous: z.boolean(),
      recipients: z.object({
        choice: z.enum(['all', 'groups', 'children', 'staff', 'people']),
        groupIds: z.array(z.string()),
        childIds: z.array(z.string()).optional(),
        userIds: z.array(z.string()).optional(),
      }),
      questions: z
        .array(questionSchema)
        .min(1, 'Добавете поне един въпрос')
        .max(50, 'Анкетата може да има най-много 50 въпроса'),
    })
    .superRefine((v, ctx) => {
      const recipients = recipientsError(v.recipients);
      if (recipients) ctx.addIssue({ code: 'custom', path: ['recipients'], message: recipients });
      // Both sides are Sofia wall-clock texts of the same shape, so they compare as strings.
      if (v.expiration && v.expiration <= now())
        ctx.addIssue({
          code: 'custom',
          path: ['expiration'],
          message: 'Крайният срок трябва да е в бъдещето.',
        });
    });
}

export type PollFormValues = z.input<ReturnType<typeof pollFormSchema>>;
export type QuestionValues = PollFormValues['questions'][number];

export const newQuestion = (type: PollQuestionType = PollQuestionType.SingleChoice): QuestionValues => ({
  text: '',
  type,
  isRequired: true,
  options: type === PollQuestionType.FreeText ? [] : [{ text: '' }, { text: '' }],
});

export const emptyPoll = (choice: RecipientsValue['choice'], now = Date.now()): PollFormValues => ({
  question: '',
  description: '',
  expiration: defaultExpiration(now),
  isAnonymous: false,
  recipients: { choice, groupIds: [] },
  questions: [newQuestion()],
});

type PollBody = ApiArgs<'communication.createPoll'>['body'];
type PollDetail = ApiReply<'communication.getPoll'>;

/** The request of create and edit: trimmed texts; free-text questions carry no options. */
export function pollBody(v: PollFormValues): PollBody {
  return {
    question: v.question.trim(),
    description: v.description.trim() || null,
    // Without an offset the API reads the time in Europe/Sofia, which is what the picker shows.
    expirationTime: v.expiration.replace(' ', 'T'),
    isAnonymous: v.isAnonymous,
    ...recipientFields(v.recipients),
    questions: v.questions.map((q) => ({
      text: q.text.trim(),
      type: q.type,
      isRequired: q.isRequired,
      ...(q.type === PollQuestionType.FreeText ? {} : { options: q.options.map((o) => o.text.trim()) }),
    })),
  };
}

/**
 * An existing poll as form values, for editing. The picker knows audiences and groups; a poll sent to chosen
 * people (the API allows it, this form does not) starts from the default choice and must be addressed again.
 */
export function pollValues(p: PollDetail, fallback: RecipientsValue['choice']): PollFormValues {
  const choice: RecipientsValue['choice'] =
    p.groupIds.length > 0
      ? 'groups'
      : p.audience === Audience.All
        ? 'all'
        : p.audience === Audience.OnlyStaff
          ? 'staff'
          : fallback;
  return {
    question: p.question,
    description: p.description,
    expiration: sofiaLocal(p.expirationTime),
    isAnonymous: p.isAnonymous,
    recipients: { choice, groupIds: p.groupIds },
    questions: p.questions.map((q) => ({
      text: q.text,
      type: q.type,
      isRequired: q.isRequired,
      options: q.options.map((o) => ({ text: o.text })),
    })),
  };
}
