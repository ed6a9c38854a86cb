import { FILLED_IN, FORMS } from '../testing/fixtures';
import type { CompletedAnswerGroup } from '../api/types';
import { formTabs } from './formTabs';

const published = [...FORMS].sort((a, b) => a.order - b.order);

function group(id: number, formId: number, formCode: string, flagged: boolean): CompletedAnswerGroup {
  return {
    id,
    formId,
    formCode,
    questionCode: `${formCode}-${id}`,
    text: 'Întrebare',
    questionTypeId: 1,
    answers: [{ optionId: id * 10, text: 'Da', isFreeText: false, value: null, flagged }],
  };
}

describe('formTabs', () => {
  it('gives each published form its answered and flagged counts, from the answers', () => {
    expect(formTabs(published, FILLED_IN)).toEqual([
      { id: 1, code: 'A', description: 'Deschiderea secției', published: true, answered: 2, flagged: 2 },
      { id: 2, code: 'B', description: 'Votarea', published: true, answered: 0, flagged: 0 },
    ]);
  });

  it('adds a tab for every answered form that is not published, after the published ones, named by its code', () => {
    const answers = [group(901, 9, 'OLD', true), ...FILLED_IN, group(902, 9, 'OLD', false), group(801, 8, 'X', false)];
    const tabs = formTabs(published, answers);
    expect(tabs.map((tab) => [tab.id, tab.published])).toEqual([
      [1, true],
      [2, true],
      [9, false],
      [8, false],
    ]);
    expect(tabs[2]).toEqual({ id: 9, code: 'OLD', description: null, published: false, answered: 2, flagged: 1 });
  });

  it('shows the answered forms even when none is published', () => {
    expect(formTabs([], [group(901, 9, 'OLD', true)])).toEqual([
      { id: 9, code: 'OLD', description: null, published: false, answered: 1, flagged: 1 },
    ]);
  });
});
