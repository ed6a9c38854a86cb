import { useCallback, useState } from 'react';
import type { Dispatch } from 'react';
import type { EditorAction, QuestionAddress } from '../lib/editorReducer';
import type { EditorQuestion } from '../lib/formModel';

export interface RemovedQuestion {
  readonly section: string;
  readonly index: number;
  readonly question: EditorQuestion;
}

/**
 * Removing a question asks nothing (spec section 4), so it can be undone: the last removed
 * question is kept, with its place, until it is put back, dismissed or another is removed.
 */
export function useUndoRemoval(dispatch: Dispatch<EditorAction>) {
  const [removed, setRemoved] = useState<RemovedQuestion | null>(null);
  const remove = useCallback(
    (at: QuestionAddress, question: EditorQuestion, index: number) => {
      dispatch({ type: 'removeQuestion', at });
      setRemoved({ section: at.section, index, question });
    },
    [dispatch],
  );
  const undo = useCallback((): RemovedQuestion | null => {
    if (!removed) return null;
    dispatch({ type: 'addQuestion', section: removed.section, question: removed.question, index: removed.index });
    setRemoved(null);
    return removed;
  }, [dispatch, removed]);
  const dismiss = useCallback(() => setRemoved(null), []);
  return { removed, remove, undo, dismiss };
}
