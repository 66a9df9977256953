// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { given, type ManifestFormSpec, manifestFormMessages, useManifestForm } from './useManifestForm';

interface Poll {
  title: string;
  deadline: string;
  questions: { text: string; options: { text: string }[] }[];
}

// The poll route's body: nested questions whose options are plain texts in the request.
const spec = {
  labels: {
    title: 'Заглавие',
    deadline: 'Краен срок',
    'questions.*.text': 'Въпрос',
    'questions.*.options.*.text': 'Отговор',
  },
  fieldOf: {
    question: 'title',
    expirationTime: 'deadline',
    'questions.*.options.*': 'questions.*.options.*.text',
  },
  toBody: (v: Poll) => ({
    question: given(v.title),
    description: null,
    expirationTime: given(v.deadline),
    audience: 1 as const,
    questions: v.questions.map((q) => ({
      text: q.text,
      type: 1 as const,
      options: q.options.map((o) => o.text),
    })),
  }),
  check: (v: Poll) =>
    Object.fromEntries(
      v.questions.map((q, i) => [`questions.${i}.options`, q.options.length < 2 ? 'Поне два' : undefined]),
    ),
} satisfies ManifestFormSpec<Poll, 'communication.createPoll'>;

const valid: Poll = {
  title: 'Екскурзия',
  deadline: '2030-01-01T18:00:00',
  questions: [{ text: 'Идва ли?', options: [{ text: 'Да' }, { text: 'Не' }] }],
};

describe('manifestResolver with nested fields', () => {
  it("puts the schema's issues of list items on the nested fields, named by their labels", async () => {
    const messages = await manifestFormMessages('communication.createPoll', spec, {
      ...valid,
      questions: [
        { text: 'Идва ли?', options: [{ text: 'Да' }, { text: 'Не' }] },
        { text: ' ', options: [{ text: 'Да' }, { text: ' ' }] },
      ],
    });
    expect(messages).toEqual({
      'questions.1.text': 'Полето "Въпрос" е задължително',
      'questions.1.options.1.text': 'Полето "Отговор" е задължително',
    });
  });

  it("shows the page's rules at nested fields together with the schema's", async () => {
    const messages = await manifestFormMessages('communication.createPoll', spec, {
      ...valid,
      deadline: '',
      questions: [{ text: 'Идва ли?', options: [{ text: 'д'.repeat(301) }] }],
    });
    expect(messages).toEqual({
      deadline: 'Полето "Краен срок" е задължително',
      'questions.0.options': 'Поне два',
      'questions.0.options.0.text': 'Полето "Отговор" не може да бъде по-дълго от 300 символа',
    });
  });

  it('passes valid nested values', async () => {
    expect(await manifestFormMessages('communication.createPoll', spec, valid)).toEqual({});
  });
});

describe("useManifestForm's server errors", () => {
  it('puts the API messages of nested body paths on the nested fields, and the rest above the form', () => {
    const { result } = renderHook(() => {
      const manifestForm = useManifestForm<Poll, 'communication.createPoll'>('communication.createPoll', {
        ...spec,
        defaultValues: valid,
      });
      // react-hook-form re-renders with errors only for a form that reads them while rendering.
      void manifestForm.form.formState.errors;
      return manifestForm;
    });
    const error = new ApiError(400, 'validation', 'Невалидни данни', [
      { field: 'body.questions.0.text', message: 'Полето "Въпрос" е задължително' },
      { field: 'body.questions.0.options.1', message: 'Полето "1" не може да бъде по-дълго от 300 символа' },
      { field: 'body.expirationTime', message: 'Полето "Краен срок" трябва да е в бъдещето' },
      { field: 'body.audience', message: 'Полето "Получатели" е задължително' },
    ]);
    let onField = false;
    act(() => {
      onField = result.current.onServerError(error);
    });
    expect(onField).toBe(true);
    const errors = result.current.form.formState.errors;
    expect(errors.questions?.[0]?.text?.message).toBe('Полето "Въпрос" е задължително');
    expect(errors.questions?.[0]?.options?.[1]?.text?.message).toBe(
      'Полето "Отговор" не може да бъде по-дълго от 300 символа',
    );
    expect(errors.deadline?.message).toBe('Полето "Краен срок" трябва да е в бъдещето');
    expect(result.current.formError).toBe('Полето "Получатели" е задължително');
  });
});
