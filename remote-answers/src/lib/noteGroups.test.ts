import { groupNotes } from './noteGroups';
import { FORM_A, makeNote } from '../testing/fixtures';

describe('groupNotes', () => {
  it('puts notes under questions of the loaded forms, several per question, and the rest in the general list', () => {
    const first = makeNote({ id: 1, questionId: 101 });
    const second = makeNote({ id: 2, questionId: 101 });
    const otherForm = makeNote({ id: 3, questionId: 201, formId: 2, formCode: 'B' });
    const general = makeNote({ id: 4, questionId: null, formId: null, formCode: null });
    const groups = groupNotes([first, second, otherForm, general], new Map([[1, FORM_A]]));
    expect(groups.byQuestion.get(101)).toEqual([first, second]);
    expect(groups.general).toEqual([otherForm, general]);
  });

  it('with no form loaded, every note is general', () => {
    expect(groupNotes([makeNote()], new Map()).general).toHaveLength(1);
  });
});
