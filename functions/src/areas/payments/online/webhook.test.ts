import { describe, expect, it } from 'vitest';
import { maxEncodedChars, protocolProblem } from './webhook';

const form = 'application/x-www-form-urlencoded';

describe('protocolProblem (the notification URL speaks ePay’s protocol only)', () => {
  it('takes a form with ENCODED and CHECKSUM in either case', () => {
    expect(protocolProblem({ encoded: 'eA==', checksum: 'ab' }, form)).toBeNull();
    expect(protocolProblem({ ENCODED: 'eA==', CHECKSUM: 'ab' }, form)).toBeNull();
  });

  it('names what is wrong: JSON, a missing field, a field too long', () => {
    expect(protocolProblem({ encoded: 'eA==', checksum: 'ab' }, 'application/json')).toMatch(/JSON/);
    expect(protocolProblem({ encoded: 'eA==' }, form)).toMatch(/CHECKSUM/);
    expect(protocolProblem(undefined, form)).toMatch(/ENCODED/);
    expect(protocolProblem(['x'], form)).toMatch(/ENCODED/);
    expect(protocolProblem({ encoded: 'A'.repeat(maxEncodedChars + 1), checksum: 'ab' }, form)).toMatch(
      /ENCODED е по-дълго/,
    );
    expect(protocolProblem({ encoded: 'eA==', checksum: 'a'.repeat(65) }, form)).toMatch(/CHECKSUM/);
  });
});
