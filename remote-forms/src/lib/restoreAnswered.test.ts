import { formItem, loadedSections } from '../testing/fixtures';
import { editorReducer } from './editorReducer';
import { fromWire } from './formModel';
import { describeRemoval, restoreAnswered } from './restoreAnswered';

const loaded = () => fromWire(formItem(7), loadedSections());

describe('restoreAnswered', () => {
  it('puts refused questions back where they were, locked, and keeps every other change', () => {
    const baseline = loaded();
    let edited = editorReducer(baseline, { type: 'removeQuestion', at: { section: 's1', question: 'q20' } });
    edited = editorReducer(edited, { type: 'form', patch: { description: 'Renamed' } });
    const removal = { questions: [20], options: [21] };
    expect(describeRemoval(baseline, removal).questions.map((question) => question.code)).toEqual(['A2']);
    const restored = restoreAnswered(edited, baseline, removal);
    expect(restored.description).toBe('Renamed');
    expect(restored.sections[0]!.questions.map((question) => [question.code, question.locked])).toEqual([
      ['A1', true],
      ['A2', true],
    ]);
    expect(restored.sections[0]!.questions[1]!.options[0]!.locked).toBe(true);
  });

  it('brings a question back with its section when the section was deleted, and an option into its question', () => {
    const baseline = loaded();
    const edited = {
      ...baseline,
      sections: [
        {
          ...baseline.sections[0]!,
          questions: [{ ...baseline.sections[0]!.questions[0]!, options: [baseline.sections[0]!.questions[0]!.options[1]!] }],
        },
      ],
    };
    const removal = { questions: [30], options: [11, 31] };
    const described = describeRemoval(baseline, removal);
    expect(described.options.map(({ option }) => option.text)).toEqual(['Yes']);
    const restored = restoreAnswered(edited, baseline, removal);
    expect(restored.sections.map((section) => [section.code, section.questions.map((question) => question.code)])).toEqual([
      ['A', ['A1']],
      ['B', ['B1']],
    ]);
    expect(restored.sections[0]!.questions[0]!.options.map((option) => [option.text, option.locked])).toEqual([
      ['Yes', true],
      ['No', false],
    ]);
  });
});
