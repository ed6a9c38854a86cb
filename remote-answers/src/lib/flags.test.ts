import type { Option } from '@observatory/shared/model';
import type { CompletedAnswer } from '../api/types';
import { isQuestionFlagged, isSingleChoice, optionView } from './flags';

const yes: Option = { optionId: 1, text: 'Da', isFreeText: false, flagged: false };
const no: Option = { optionId: 2, text: 'Nu', isFreeText: false, flagged: true };
const other: Option = { optionId: 3, text: 'Alta', isFreeText: true, flagged: false };
const answer = (optionId: number, overrides: Partial<CompletedAnswer> = {}): [number, CompletedAnswer] => [
  optionId,
  { optionId, text: '', isFreeText: false, value: null, flagged: false, ...overrides },
];

describe('flag rules (spec section 4)', () => {
  it('a question is flagged when a flagged option has an answer', () => {
    expect(isQuestionFlagged([yes, no], new Map([answer(2)]))).toBe(true);
    expect(isQuestionFlagged([yes, no], new Map([answer(1)]))).toBe(false);
    expect(isQuestionFlagged([yes, no], new Map())).toBe(false);
  });

  it('trusts the stored answer too, when the flag changed after the form was read', () => {
    expect(isQuestionFlagged([yes, no], new Map([answer(1, { flagged: true })]))).toBe(true);
  });

  it('marks a chosen flagged option, never an unchosen one', () => {
    expect(optionView(no, new Map([answer(2)]))).toEqual({ chosen: true, flaggedChoice: true, value: null });
    expect(optionView(no, new Map([answer(1)]))).toEqual({ chosen: false, flaggedChoice: false, value: null });
  });

  it('gives what was written for a chosen free-text option', () => {
    expect(optionView(other, new Map([answer(3, { value: 'Sigiliu rupt' })]))).toMatchObject({ chosen: true, value: 'Sigiliu rupt' });
    expect(optionView(other, new Map([answer(3, { value: '' })]))).toMatchObject({ chosen: true, value: null });
  });

  it('treats types 1, 2 and 4 as single choice', () => {
    expect([0, 1, 2, 3, 4].map(isSingleChoice)).toEqual([false, true, true, false, true]);
  });
});
