import { describe, expect, it } from 'vitest';
import { answerConflict, invitationGoneMessage } from './invitation-answers';

describe('a refused invitation answer', () => {
  it('tells a member they are one already, and a used invitation or link that it is gone', () => {
    expect(answerConflict('membership')).toMatchObject({ statusCode: 409 });
    expect(answerConflict('invitation')).toMatchObject({ statusCode: 404, message: invitationGoneMessage });
    expect(answerConflict('token')).toMatchObject({ statusCode: 404, message: invitationGoneMessage });
  });

  it('leaves any other failed write to the generic answer', () => {
    expect(answerConflict('profile')).toBeUndefined();
  });
});
