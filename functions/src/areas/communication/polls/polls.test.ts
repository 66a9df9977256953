import { describe, expect, it } from 'vitest';
import type { PollItem, VoteItem } from './items';
import { buildQuestions, checkAnswers, resultsOf } from './questions';

const poll = {
  questions: buildQuestions([
    { text: 'Един', type: 1, options: ['А', 'Б'] },
    { text: 'Много', type: 2, options: ['В', 'Г'], isRequired: false },
    { text: 'Свободен', type: 3, isRequired: false },
  ]),
  recipientsCount: 3,
} as unknown as PollItem;

describe('poll answers', () => {
  it('gives questions and options stable short ids and refuses a choice with one option', () => {
    expect(poll.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    expect(poll.questions[0]!.options.map((o) => o.id)).toEqual(['o1', 'o2']);
    expect(() => buildQuestions([{ text: 'x', type: 1, options: ['само един'] }])).toThrow(
      /Възможни отговори/,
    );
  });

  it('checks required, single and known answers', () => {
    expect(checkAnswers(poll, [{ questionId: 'q1', optionIds: ['o2'] }])).toEqual([
      { questionId: 'q1', optionIds: ['o2'], text: null },
      { questionId: 'q2', optionIds: [], text: null },
      { questionId: 'q3', optionIds: [], text: null },
    ]);
    expect(() => checkAnswers(poll, [])).toThrow(/задължителен/);
    expect(() => checkAnswers(poll, [{ questionId: 'q1', optionIds: ['o1', 'o2'] }])).toThrow(/един отговор/);
    expect(() => checkAnswers(poll, [{ questionId: 'q1', optionIds: ['o9'] }])).toThrow(/Непознат/);
    expect(() => checkAnswers(poll, [{ questionId: 'q7', optionIds: [] }])).toThrow();
  });

  it('counts results per option and lists free answers', () => {
    const votes = [
      {
        answers: checkAnswers(poll, [
          { questionId: 'q1', optionIds: ['o1'] },
          { questionId: 'q3', text: 'бележка' },
        ]),
      },
      {
        answers: checkAnswers(poll, [
          { questionId: 'q1', optionIds: ['o1'] },
          { questionId: 'q2', optionIds: ['o1', 'o2'] },
        ]),
      },
    ] as VoteItem[];
    const r = resultsOf(poll, votes);
    expect(r.votesCount).toBe(2);
    expect(r.questions[0]!.options.map((o) => o.votes)).toEqual([2, 0]);
    expect(r.questions[1]!.options.map((o) => o.votes)).toEqual([1, 1]);
    expect(r.questions[2]!.textAnswers).toEqual(['бележка']);
  });
});
