import { formItem, loadedSections } from '../testing/fixtures';
import { editorReducer, reorderByKeys } from './editorReducer';
import { fromWire, newQuestion } from './formModel';

const loaded = () => fromWire(formItem(7), loadedSections());
const codes = (form: ReturnType<typeof loaded>) =>
  form.sections.map((section) => [section.code, section.questions.map((question) => question.code)]);

describe('editorReducer', () => {
  it('reorders sections, questions and options by key', () => {
    let form = editorReducer(loaded(), { type: 'reorderSections', keys: ['s2', 's1'] });
    form = editorReducer(form, { type: 'reorderQuestions', section: 's1', keys: ['q20', 'q10'] });
    form = editorReducer(form, { type: 'reorderOptions', at: { section: 's1', question: 'q10' }, keys: ['o12', 'o11'] });
    expect(codes(form)).toEqual([
      ['B', ['B1']],
      ['A', ['A2', 'A1']],
    ]);
    expect(form.sections[1]!.questions[1]!.options.map((option) => option.text)).toEqual(['No', 'Yes']);
  });

  it('never loses an item a reorder does not name', () => {
    expect(reorderByKeys([{ key: 'a' }, { key: 'b' }, { key: 'c' }], ['c', 'x'])).toEqual([{ key: 'c' }, { key: 'a' }, { key: 'b' }]);
  });

  it('edits one item by key and leaves the others as they were', () => {
    const before = loaded();
    const after = editorReducer(before, { type: 'question', at: { section: 's1', question: 'q20' }, patch: { text: 'Changed' } });
    expect(after.sections[0]!.questions[1]!.text).toBe('Changed');
    expect(after.sections[0]!.questions[0]).toBe(before.sections[0]!.questions[0]);
    expect(after.sections[1]).toBe(before.sections[1]);
  });

  it('adds a question at a place (undo puts it back where it was) and options at the end', () => {
    const question = { ...newQuestion(), code: 'A0' };
    let form = editorReducer(loaded(), { type: 'addQuestion', section: 's1', question, index: 0 });
    expect(codes(form)[0]).toEqual(['A', ['A0', 'A1', 'A2']]);
    form = editorReducer(form, { type: 'addOptions', at: { section: 's1', question: 'q20' }, texts: ['everyone', 'Nobody'] });
    expect(form.sections[0]!.questions[2]!.options.map((option) => option.text)).toEqual(['Everyone', 'Nobody']);
  });

  it('removes what has no answers, and refuses to remove what has', () => {
    const form = loaded();
    expect(editorReducer(form, { type: 'removeQuestion', at: { section: 's1', question: 'q10' } })).toEqual(form);
    expect(editorReducer(form, { type: 'removeSection', section: 's1' })).toEqual(form);
    expect(editorReducer(form, { type: 'removeOption', at: { section: 's1', question: 'q10', option: 'o11' } })).toEqual(form);
    const fewer = editorReducer(form, { type: 'removeOption', at: { section: 's1', question: 'q10', option: 'o12' } });
    expect(fewer.sections[0]!.questions[0]!.options.map((option) => option.key)).toEqual(['o11']);
    expect(codes(editorReducer(form, { type: 'removeQuestion', at: { section: 's1', question: 'q20' } }))[0]).toEqual(['A', ['A1']]);
    expect(codes(editorReducer(form, { type: 'removeSection', section: 's2' }))).toEqual([['A', ['A1', 'A2']]]);
  });
});
