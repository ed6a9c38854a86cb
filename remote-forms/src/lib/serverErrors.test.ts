import { ApiError } from '@observatory/shared/http';
import { formItem, loadedSections } from '../testing/fixtures';
import { fromWire } from './formModel';
import { answeredRemovalOf, fieldOfWirePath, isDuplicateCode } from './serverErrors';

const problem = (status: number, errors?: unknown, fieldErrors: Record<string, string[]> = {}) =>
  new ApiError({ status, title: 'x', fieldErrors, errors, network: false, aborted: false });

describe('server refusals', () => {
  it('tell a refused removal of answered items from a taken code', () => {
    const refused = problem(409, { questions: [10], options: [11, 'x'] });
    expect(answeredRemovalOf(refused)).toEqual({ questions: [10], options: [11] });
    expect(isDuplicateCode(refused)).toBe(false);
    expect(answeredRemovalOf(problem(409))).toBeNull();
    expect(isDuplicateCode(problem(409))).toBe(true);
    expect(isDuplicateCode(problem(400))).toBe(false);
    expect(isDuplicateCode(new Error('409'))).toBe(false);
  });

  it('lead a 400’s wire paths back to the fields on screen', () => {
    const form = fromWire(formItem(7), loadedSections());
    expect(fieldOfWirePath(form, 'Code')).toBe('code');
    expect(fieldOfWirePath(form, 'description')).toBe('description');
    expect(fieldOfWirePath(form, 'formSections[1].code')).toBe('section-s2-code');
    expect(fieldOfWirePath(form, 'formSections[0].description')).toBe('section-s1-description');
    expect(fieldOfWirePath(form, 'formSections[0].questions[1].code')).toBe('question-q20-code');
    expect(fieldOfWirePath(form, 'formSections[0].questions[0].text')).toBe('question-q10-text');
    expect(fieldOfWirePath(form, 'formSections[0].questions[0].optionsToQuestions')).toBe('question-q10-options');
    expect(fieldOfWirePath(form, 'formSections[0].questions[0].optionsToQuestions[1].optionId')).toBe('option-o12-text');
    expect(fieldOfWirePath(form, 'formSections[5].code')).toBeUndefined();
    expect(fieldOfWirePath(form, 'diaspora')).toBeUndefined();
  });
});
