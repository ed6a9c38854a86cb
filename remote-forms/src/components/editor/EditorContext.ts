import { createContext, useContext } from 'react';
import type { Dispatch } from 'react';
import type { EditorAction, OptionAddress, QuestionAddress } from '../../lib/editorReducer';
import type { EditorOption, EditorQuestion, EditorSection } from '../../lib/formModel';

/** What the editor's pieces may do. Stable for the editor's life, so memoised cards skip re-renders. */
export interface EditorActions {
  readonly dispatch: Dispatch<EditorAction>;
  /** Removes a question at once (spec: no confirmation) and offers Undo. */
  readonly removeQuestion: (at: QuestionAddress, question: EditorQuestion, index: number) => void;
  /** Asks the spec's confirmation, then deletes the section. */
  readonly askDeleteSection: (section: EditorSection) => void;
  /** Asks the spec's confirmation, then deletes the option. */
  readonly askDeleteOption: (at: OptionAddress, option: EditorOption) => void;
  readonly openPredefined: (at: QuestionAddress) => void;
  readonly toggleQuestion: (key: string) => void;
  /** Focuses the field (by fieldNames name) once the next render is on screen. */
  readonly focusField: (name: string) => void;
  /** Says something through the editor's one polite status region. */
  readonly announce: (text: string) => void;
}

export const EditorActionsContext = createContext<EditorActions | null>(null);

export function useEditorActions(): EditorActions {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error('useEditorActions is used outside the form editor');
  return actions;
}

/** Error messages by field name: the validation's, then the server's. */
export const EditorErrorsContext = createContext<Readonly<Record<string, string>>>({});

export function useFieldError(name: string): string | undefined {
  return useContext(EditorErrorsContext)[name];
}

/** Keys of the questions that are open. */
export const ExpandedContext = createContext<ReadonlySet<string>>(new Set());
