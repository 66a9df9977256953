import { Audience } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { percentOf } from './PollResults';
import { missingAnswers } from './PollVoteForm';
import {
  defaultExpiration,
  emptyPoll,
  newQuestion,
  type PollFormValues,
  PollQuestionType,
  pollBody,
  pollFormSpec,
  pollValues,
  type QuestionValues,
} from './poll-form';

const now = () => '2026-03-01 12:00:00';
const valid: PollFormValues = {
  question: '  Екскурзия до Бачково ',
  description: ' ',
  expiration: '2026-03-08 18:00:00',
  isAnonymous: false,
  recipients: { choice: 'groups', groupIds: ['g1'] },
  questions: [
    {
      text: 'Ще дойде ли детето?',
      type: PollQuestionType.SingleChoice,
      isRequired: true,
      options: [{ text: 'Да' }, { text: 'Не' }],
    },
    {
      text: 'Какво да вземем?',
      type: PollQuestionType.MultipleChoice,
      isRequired: true,
      options: [{ text: 'Вода' }, { text: 'Сандвичи' }],
    },
    { text: 'Бележки', type: PollQuestionType.FreeText, isRequired: false, options: [{ text: 'остатък' }] },
  ],
};

const messagesOf = async (v: PollFormValues) =>
  Object.entries(await manifestFormMessages('communication.createPoll', pollFormSpec(now), v)).map(
    ([field, message]) => `${field}: ${message}`,
  );

describe('poll form', () => {
  it('accepts a complete poll', async () => {
    expect(await messagesOf(valid)).toEqual([]);
  });

  it('explains in Bulgarian what is missing, at the nested fields', async () => {
    const v: PollFormValues = {
      ...valid,
      question: ' ',
      expiration: '2026-03-01 11:59:00',
      recipients: { choice: 'groups', groupIds: [] },
      questions: [{ ...newQuestion(), options: [{ text: 'Само един' }] }],
    };
    expect((await messagesOf(v)).sort()).toEqual([
      'expiration: Крайният срок трябва да е в бъдещето.',
      'question: Полето "Заглавие" е задължително',
      'questions.0.options: Добавете поне два възможни отговора',
      'questions.0.text: Полето "Въпрос" е задължително',
      'recipients: Изберете поне една група',
    ]);
    expect(await messagesOf({ ...valid, questions: [] })).toEqual(['questions: Добавете поне един въпрос']);
    expect(await messagesOf({ ...valid, expiration: '' })).toEqual([
      'expiration: Полето "Краен срок" е задължително',
    ]);
  });

  it('checks option texts of choice questions only', async () => {
    const [single, , free] = valid.questions as [QuestionValues, QuestionValues, QuestionValues];
    expect(
      await messagesOf({ ...valid, questions: [{ ...single, options: [{ text: 'Да' }, { text: ' ' }] }] }),
    ).toEqual(['questions.0.options.1.text: Полето "Отговор" е задължително']);
    expect(
      await messagesOf({
        ...valid,
        questions: [{ ...single, options: [{ text: 'Да' }, { text: 'д'.repeat(301) }] }],
      }),
    ).toEqual(['questions.0.options.1.text: Полето "Отговор" не може да бъде по-дълго от 300 символа']);
    // A question turned into free text keeps its (hidden, empty) options without blocking the form.
    expect(
      await messagesOf({ ...valid, questions: [{ ...free, options: [{ text: '' }, { text: '' }] }] }),
    ).toEqual([]);
  });

  it('lets a free-text question have no options', async () => {
    expect(
      await messagesOf({
        ...valid,
        questions: [newQuestion(PollQuestionType.FreeText)].map((q) => ({ ...q, text: 'Идеи?' })),
      }),
    ).toEqual([]);
  });

  it('builds the request: trimmed, Sofia time without an offset, no options for free text', () => {
    expect(pollBody(valid)).toEqual({
      question: 'Екскурзия до Бачково',
      description: null,
      expirationTime: '2026-03-08T18:00:00',
      isAnonymous: false,
      audience: Audience.OnlyClasses,
      groupIds: ['g1'],
      questions: [
        { text: 'Ще дойде ли детето?', type: 1, isRequired: true, options: ['Да', 'Не'] },
        { text: 'Какво да вземем?', type: 2, isRequired: true, options: ['Вода', 'Сандвичи'] },
        { text: 'Бележки', type: 3, isRequired: false },
      ],
    });
  });

  it('sets the default expiry in Sofia wall-clock time', () => {
    expect(defaultExpiration(Date.parse('2026-12-28T23:30:00Z'))).toBe('2027-01-05 18:00:00');
    expect(emptyPoll('all').questions).toHaveLength(1);
  });

  it('turns a poll back into form values for editing', () => {
    const values = pollValues(
      {
        id: 'p1',
        question: 'Q',
        description: 'D',
        expirationTime: '2026-06-01T15:00:00.000Z',
        creationTime: '2026-05-01T10:00:00.000Z',
        createdBy: { id: 'u', name: 'Елена Димитрова', userType: 1 },
        canVote: false,
        hasVoted: false,
        isExpired: false,
        version: 1,
        audience: Audience.OnlyClasses,
        groupIds: ['g2'],
        isAnonymous: true,
        questions: [
          {
            id: 'q1',
            text: 'Въпрос',
            type: 1,
            isRequired: true,
            options: [
              { id: 'o1', text: 'А' },
              { id: 'o2', text: 'Б' },
            ],
          },
        ],
        myAnswers: null,
        canEdit: true,
        results: null,
      },
      'all',
    );
    expect(values.expiration).toBe('2026-06-01 18:00:00');
    expect(values.recipients).toEqual({ choice: 'groups', groupIds: ['g2'] });
    expect(values.questions[0]?.options).toEqual([{ text: 'А' }, { text: 'Б' }]);
    expect(pollBody(values).expirationTime).toBe('2026-06-01T18:00:00');
  });
});

describe('voting and results', () => {
  const questions = [
    { id: 'q1', text: 'A', type: 1 as const, isRequired: true, options: [{ id: 'o1', text: 'x' }] },
    { id: 'q2', text: 'B', type: 3 as const, isRequired: true, options: [] },
    { id: 'q3', text: 'C', type: 3 as const, isRequired: false, options: [] },
  ];

  it('lists the required questions left unanswered', () => {
    expect([...missingAnswers(questions, {})]).toEqual(['q1', 'q2']);
    expect([
      ...missingAnswers(questions, {
        q1: { optionIds: ['o1'], text: '' },
        q2: { optionIds: [], text: '  ' },
      }),
    ]).toEqual(['q2']);
    expect(
      missingAnswers(questions, { q1: { optionIds: ['o1'], text: '' }, q2: { optionIds: [], text: 'да' } })
        .size,
    ).toBe(0);
  });

  it('rounds shares of the voters', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
