import { FORM_E, RESULTS_E } from '../testing/fixtures';
import { questionRows } from './questionRows';

describe('questionRows', () => {
  it('names the counts by the form, in its order, with each option’s share of the threads that answered', () => {
    const [sealed, missing] = questionRows(FORM_E, RESULTS_E);
    expect(sealed).toMatchObject({ code: 'E1-1', total: 40, multiple: false, hasFreeText: false });
    expect(sealed?.options.map((option) => [option.text, option.count, option.share, option.flagged])).toEqual([
      ['Yes', 34, 0.85, 0],
      ['No', 6, 0.15, 6],
    ]);
    expect(missing).toMatchObject({ multiple: true, hasFreeText: true });
    expect(missing?.options.map((option) => option.share)).toEqual([0.8, 0.5, 0.2]);
  });

  it('shows 0 for a question the counts do not hold yet, rather than dropping it', () => {
    const rows = questionRows(FORM_E, []);
    expect(rows.map((row) => row.total)).toEqual([0, 0]);
    expect(rows[0]?.options.every((option) => option.count === 0 && option.share === 0)).toBe(true);
  });
});
