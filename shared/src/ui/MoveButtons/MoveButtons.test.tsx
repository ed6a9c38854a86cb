import { screen } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { MoveButtons } from './MoveButtons';

describe('MoveButtons', () => {
  it('names both buttons after the item and calls the matching handler', async () => {
    const onMoveUp = jest.fn();
    const onMoveDown = jest.fn();
    const { user } = renderWithHost(<MoveButtons index={1} count={3} itemLabel="Section B" onMoveUp={onMoveUp} onMoveDown={onMoveDown} />);
    await user.click(screen.getByRole('button', { name: 'Move up: Section B' }));
    await user.click(screen.getByRole('button', { name: 'Move down: Section B' }));
    expect(onMoveUp).toHaveBeenCalledTimes(1);
    expect(onMoveDown).toHaveBeenCalledTimes(1);
  });

  it('works with Enter and Space', async () => {
    const onMoveDown = jest.fn();
    const { user } = renderWithHost(<MoveButtons index={0} count={3} itemLabel="Option Yes" onMoveUp={() => {}} onMoveDown={onMoveDown} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Move up: Option Yes' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter} ');
    expect(onMoveDown).toHaveBeenCalledTimes(2);
  });

  it('keeps the end buttons focusable but inert', async () => {
    const onMoveUp = jest.fn();
    const onMoveDown = jest.fn();
    const { user } = renderWithHost(<MoveButtons index={0} count={1} itemLabel="Only" onMoveUp={onMoveUp} onMoveDown={onMoveDown} />);
    const up = screen.getByRole('button', { name: 'Move up: Only' });
    const down = screen.getByRole('button', { name: 'Move down: Only' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(down).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    await user.click(down);
    expect(onMoveUp).not.toHaveBeenCalled();
    expect(onMoveDown).not.toHaveBeenCalled();
    expect(down).toHaveFocus();
  });

  it('is translated', () => {
    renderWithHost(<MoveButtons index={1} count={3} itemLabel="Secțiunea B" onMoveUp={() => {}} onMoveDown={() => {}} />, {
      language: 'ro',
    });
    expect(screen.getByRole('button', { name: 'Mută în sus: Secțiunea B' })).toBeInTheDocument();
  });
});
