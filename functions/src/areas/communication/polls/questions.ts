import { PollQuestionType } from '@gradina/shared/manifest/routes/communication/polls';
import { badRequest, invalidField } from '../../../platform/http/errors';
import { shortId } from '../ids';
import type { Answer, PollItem, PollQuestion, VoteItem } from './items';
import type { PollInput } from './polls';

/** A poll's questions: building them from the form, checking a vote's answers, counting the results. */

export function buildQuestions(input: PollInput['questions']): PollQuestion[] {
  return input.map((q, i) => {
    const options = (q.options ?? []).map((text, n) => ({ id: shortId('o', n), text }));
    if (q.type === PollQuestionType.FreeText) {
      if (options.length > 0)
        throw invalidField(`questions.${i}.options`, 'Въпрос със свободен отговор няма възможни отговори.');
    } else if (options.length < 2) {
      throw invalidField(
        `questions.${i}.options`,
        'Полето "Възможни отговори" трябва да съдържа поне два отговора',
      );
    }
    return { id: shortId('q', i), text: q.text, type: q.type, options, isRequired: q.isRequired ?? true };
  });
}

/** Validates answers against the poll's questions. */
export function checkAnswers(
  poll: PollItem,
  raw: { questionId: string; optionIds?: string[]; text?: string | null }[],
): Answer[] {
  const byId = new Map(raw.map((a) => [a.questionId, a]));
  for (const a of raw)
    if (!poll.questions.some((q) => q.id === a.questionId))
      throw badRequest('Отговорът е за въпрос, който не е в анкетата.', [
        { field: 'answers', message: 'Непознат въпрос' },
      ]);
  return poll.questions.map((q, i) => {
    const a = byId.get(q.id);
    const optionIds = [...new Set(a?.optionIds ?? [])];
    const text = a?.text?.trim() || null;
    const field = `answers.${i}`;
    const missing = () => invalidField(field, `Въпросът "${q.text}" е задължителен.`);
    if (q.type === PollQuestionType.FreeText) {
      if (optionIds.length > 0) throw invalidField(field, `Въпросът "${q.text}" е със свободен отговор.`);
      if (q.isRequired && !text) throw missing();
      return { questionId: q.id, optionIds: [], text };
    }
    if (optionIds.some((o) => !q.options.some((x) => x.id === o)))
      throw invalidField(field, `Непознат отговор на въпроса "${q.text}".`);
    if (q.type === PollQuestionType.SingleChoice && optionIds.length > 1)
      throw invalidField(field, `На въпроса "${q.text}" се избира един отговор.`);
    if (q.isRequired && optionIds.length === 0) throw missing();
    return { questionId: q.id, optionIds, text: null };
  });
}

export function resultsOf(poll: PollItem, votes: VoteItem[]) {
  return {
    votesCount: votes.length,
    recipientsCount: Number(poll.recipientsCount ?? 0),
    questions: poll.questions.map((q) => {
      const answers = votes.map((v) => v.answers.find((a) => a.questionId === q.id));
      return {
        questionId: q.id,
        text: q.text,
        type: q.type,
        options: q.options.map((o) => ({
          id: o.id,
          text: o.text,
          votes: answers.filter((a) => a?.optionIds.includes(o.id)).length,
        })),
        textAnswers: answers.flatMap((a) => (a?.text ? [a.text] : [])),
      };
    }),
  };
}
