import { act, screen } from '@testing-library/react';
import { newQuestion } from '../lib/formModel';
import { renderForms } from '../testing/renderForms';
import { UNDO_TIMEOUT_MS, UndoNotice } from './UndoNotice';

describe('UndoNotice', () => {
  const removed = { section: 's', index: 0, question: { ...newQuestion(), code: 'B1' } };

  it('offers Undo for a few seconds, with the focus on it, and goes away after', () => {
    jest.useFakeTimers();
    try {
      const onDismiss = jest.fn();
      renderForms(
        <UndoNotice
          subject={removed}
          message="Question B1 removed."
          undoWhat="removing Question B1"
          onUndo={jest.fn()}
          onDismiss={onDismiss}
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Question B1 removed.');
      const undo = screen.getByRole('button', { name: 'Undo removing Question B1' });
      expect(undo).toHaveFocus();
      // While the focus is on it, the time stands still.
      act(() => jest.advanceTimersByTime(UNDO_TIMEOUT_MS * 2));
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => undo.blur());
      act(() => jest.advanceTimersByTime(UNDO_TIMEOUT_MS));
      expect(onDismiss).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps its status region on the page while there is nothing to undo', () => {
    renderForms(<UndoNotice subject={null} message="" undoWhat="" onUndo={jest.fn()} onDismiss={jest.fn()} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
