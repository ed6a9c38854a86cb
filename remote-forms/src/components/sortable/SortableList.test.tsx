import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { MoveButtons, StatusRegion, useAnnounce } from '@observatory/shared/ui';
import { renderForms } from '../../testing/renderForms';
import { SortableList } from './SortableList';

interface Question {
  id: number;
  code: string;
}

const QUESTIONS: Question[] = [
  { id: 1, code: 'A1' },
  { id: 2, code: 'A2' },
  { id: 3, code: 'A3' },
  { id: 4, code: 'A4' },
];

function Questions({ onReorder = jest.fn() }: { onReorder?: jest.Mock }) {
  const [items, setItems] = useState(QUESTIONS);
  const { announce, message } = useAnnounce();
  return (
    <>
      <SortableList
        level="question"
        items={items}
        getId={(item) => item.id}
        getItemLabel={(item) => `Question ${item.code}`}
        announce={announce}
        onReorder={(next, moved, index) => {
          onReorder(next, moved, index);
          setItems(next);
        }}
        renderItem={(item, { handleProps, moveButtonsProps }) => (
          <>
            <span {...handleProps}>⋮⋮</span>
            <span>{item.code}</span>
            <MoveButtons {...moveButtonsProps} />
          </>
        )}
      />
      <StatusRegion message={message} />
    </>
  );
}

function codes() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^A\d$/).textContent);
}

describe('SortableList', () => {
  it('renders the items as a list with named move buttons and a hidden drag handle of its level', () => {
    renderForms(<Questions />);
    expect(codes()).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(screen.getByRole('button', { name: 'Move up: Question A1' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move down: Question A4' })).toHaveAttribute('aria-disabled', 'true');
    const handle = screen.getAllByTitle('Drag to reorder')[0];
    expect(handle).toHaveAttribute('aria-hidden', 'true');
    expect(handle).toHaveClass('obs-forms-handle--question');
  });

  it('moves an item down with a click, keeps focus on its button and announces the new position', async () => {
    const onReorder = jest.fn();
    const { user } = renderForms(<Questions onReorder={onReorder} />);
    await user.click(screen.getByRole('button', { name: 'Move down: Question A2' }));
    expect(codes()).toEqual(['A1', 'A3', 'A2', 'A4']);
    expect(onReorder).toHaveBeenCalledWith([QUESTIONS[0], QUESTIONS[2], QUESTIONS[1], QUESTIONS[3]], QUESTIONS[1], 2);
    expect(screen.getByRole('button', { name: 'Move down: Question A2' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Question A2 moved to position 3 of 4.');
  });

  it('reorders from the keyboard only', async () => {
    const { user } = renderForms(<Questions />);
    screen.getByRole('button', { name: 'Move up: Question A4' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(codes()).toEqual(['A4', 'A1', 'A2', 'A3']);
    expect(screen.getByRole('button', { name: 'Move up: Question A4' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Question A4 moved to position 1 of 4.');
    // At the top the button stays focused but does nothing more.
    await user.keyboard('{Enter}');
    expect(codes()).toEqual(['A4', 'A1', 'A2', 'A3']);
  });

  it('announces in Romanian', async () => {
    const { user } = renderForms(<Questions />, { language: 'ro' });
    await user.click(screen.getByRole('button', { name: 'Mută în jos: Question A1' }));
    expect(screen.getByRole('status')).toHaveTextContent('Question A1 se află acum pe poziția 2 din 4.');
  });

  it('renders table rows when used as a tbody', () => {
    renderForms(
      <table>
        <SortableList
          as="tbody"
          level="form"
          items={QUESTIONS}
          getId={(item) => item.id}
          getItemLabel={(item) => item.code}
          announce={() => {}}
          onReorder={() => {}}
          renderItem={(item) => <td>{item.code}</td>}
        />
      </table>,
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('cell', { name: 'A3' })).toBeInTheDocument();
  });

  it('moves focus to the moved item’s own button, not to one of a list nested inside it', async () => {
    function Nested() {
      const [items, setItems] = useState(QUESTIONS.slice(0, 2));
      return (
        <SortableList
          level="section"
          items={items}
          getId={(item) => item.id}
          getItemLabel={(item) => `Section ${item.code}`}
          announce={() => {}}
          onReorder={(next) => setItems(next)}
          renderItem={(item, { moveButtonsProps }) => (
            <>
              <MoveButtons {...moveButtonsProps} />
              <SortableList
                level="question"
                items={[{ id: 10 * item.id, code: `${item.code}.1` }]}
                getId={(inner) => inner.id}
                getItemLabel={(inner) => `Question ${inner.code}`}
                announce={() => {}}
                onReorder={() => {}}
                renderItem={(inner, context) => <MoveButtons {...context.moveButtonsProps} />}
              />
            </>
          )}
        />
      );
    }
    const { user } = renderForms(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Move down: Section A1' }));
    expect(screen.getByRole('button', { name: 'Move down: Section A1' })).toHaveFocus();
  });
});
