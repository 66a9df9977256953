import { Audience } from '@gradina/shared';
import { PollQuestionType } from '@gradina/shared/manifest/routes/communication/polls';
import type { ApiArgs, ApiReply } from '../../../api/client';
import { sofiaLocal } from '../../../ui/format/calendar';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';
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

/** A local date and time in Sofia, as Mantine's pickers keep it: `YYYY-MM-DD HH:mm:ss`. */
export type SofiaLocal = string;

/** A week from now at 18:00 in Sofia: most polls collect answers for a few days. */
export function defaultExpiration(now = Date.now()): SofiaLocal {
  return `${sofiaLocal(now + 7 * 24 * 3_600_000).slice(0, 10)} 18:00:00`;
}

export interface QuestionValues {
  text: string;
  type: PollQuestionType;
  isRequired: boolean;
  // A question turned into free text keeps its (hidden) options; the request leaves them out.
  options: { text: string }[];
}

export interface PollFormValues {
  question: string;
  description: string;
  /** Empty until chosen. */
  expiration: SofiaLocal;
  isAnonymous: boolean;
  recipients: RecipientsValue;
  questions: QuestionValues[];
  /** The version an edit started from: a save of an older one than the stored answers 409 and offers a reload. */
  version?: number;
}

type PollBody = ApiArgs<'communication.createPoll'>['body'];
type PollDetail = ApiReply<'communication.getPoll'>;

/**
 * The page's own rules, worded for this screen: how many questions and options (the API words these by the
 * list), whom to send to, and a deadline still ahead (`now`, Sofia time).
 */
export function pollChecks(v: PollFormValues, now: SofiaLocal): Record<string, string | undefined> {
  const checks: Record<string, string | undefined> = {
    recipients: recipientsError(v.recipients),
    // Both sides are Sofia wall-clock texts of the same shape, so they compare as strings.
    expiration: v.expiration && v.expiration <= now ? 'Крайният срок трябва да е в бъдещето.' : undefined,
    questions:
      v.questions.length === 0
        ? 'Добавете поне един въпрос'
        : v.questions.length > 50
          ? 'Анкетата може да има най-много 50 въпроса'
          : undefined,
  };
  v.questions.forEach((q, i) => {
    if (q.type === PollQuestionType.FreeText) return;
    checks[`questions.${i}.options`] =
      q.options.length < 2
        ? 'Добавете поне два възможни отговора'
        : q.options.length > 30
          ? 'Въпросът може да има най-много 30 възможни отговора'
          : undefined;
  });
  return checks;
}

/** The poll form on the kit: `communication.createPoll`'s schema checks it (the edit's body adds only the version). */
export const pollFormSpec = (now: () => SofiaLocal = () => sofiaLocal(Date.now())) =>
  ({
    labels: {
      question: pollLabels.question,
      description: pollLabels.description,
      expiration: pollLabels.expiration,
      'questions.*.text': pollLabels.questionText,
      'questions.*.options.*.text': pollLabels.optionText,
    },
    fieldOf: { expirationTime: 'expiration', 'questions.*.options.*': 'questions.*.options.*.text' },
    toBody: pollBody,
    check: (v) => pollChecks(v, now()),
  }) satisfies ManifestFormSpec<PollFormValues, 'communication.createPoll'>;

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

/** The request of create and edit: trimmed texts; free-text questions carry no options. */
export function pollBody(v: PollFormValues): PollBody {
  return {
    question: v.question.trim(),
    description: v.description.trim() || null,
    // Without an offset the API reads the time in Europe/Sofia, which is what the picker shows.
    expirationTime: given(v.expiration.replace(' ', 'T')),
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
