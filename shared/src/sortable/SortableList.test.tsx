import { Suspense, useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithHost } from '../testing';
import { MoveButtons } from '../ui/MoveButtons';
import { LazySortableList } from './LazySortableList';
import { SortableList } from './SortableList';
import { DRAG_HANDLE_SELECTOR } from './dragOptions';

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
  return (
    <SortableList
      items={items}
      getId={(item) => item.id}
      getItemLabel={(item) => `Question ${item.code}`}
      handleSelector={DRAG_HANDLE_SELECTOR}
      lockVertical
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
  );
}

function codes() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^A\d$/).textContent);
}

describe('SortableList', () => {
  it('renders the items as a list with named move buttons and a hidden drag handle', () => {
    renderWithHost(<Questions />);
    expect(codes()).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(screen.getByRole('button', { name: 'Move up: Question A1' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move down: Question A4' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByTitle('Drag to reorder')[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves an item down with a click, keeps focus on its button and announces the new position', async () => {
    const onReorder = jest.fn();
    const { user } = renderWithHost(<Questions onReorder={onReorder} />);
    await user.click(screen.getByRole('button', { name: 'Move down: Question A2' }));
    expect(codes()).toEqual(['A1', 'A3', 'A2', 'A4']);
    expect(onReorder).toHaveBeenCalledWith([QUESTIONS[0], QUESTIONS[2], QUESTIONS[1], QUESTIONS[3]], QUESTIONS[1], 2);
    expect(screen.getByRole('button', { name: 'Move down: Question A2' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Question A2 moved to position 3 of 4.');
  });

  it('reorders from the keyboard only', async () => {
    const { user } = renderWithHost(<Questions />);
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
    const { user } = renderWithHost(<Questions />, { language: 'ro' });
    await user.click(screen.getByRole('button', { name: 'Mută în jos: Question A1' }));
    expect(screen.getByRole('status')).toHaveTextContent('Question A1 se află acum pe poziția 2 din 4.');
  });

  it('renders table rows when used as a tbody', () => {
    renderWithHost(
      <table>
        <SortableList
          as="tbody"
          items={QUESTIONS}
          getId={(item) => item.id}
          getItemLabel={(item) => item.code}
          onReorder={() => {}}
          renderItem={(item) => <td>{item.code}</td>}
        />
      </table>,
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('cell', { name: 'A3' })).toBeInTheDocument();
  });

  it('can be loaded lazily', async () => {
    renderWithHost(
      <Suspense fallback={<p>Loading the builder</p>}>
        <LazySortableList
          items={QUESTIONS}
          getId={(item) => item.id}
          getItemLabel={(item) => item.code}
          onReorder={() => {}}
          renderItem={(item) => item.code}
        />
      </Suspense>,
    );
    expect(await screen.findByText('A4')).toBeInTheDocument();
  });
});
