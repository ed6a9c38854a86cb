import { screen } from '@testing-library/react';
import { renderObservers } from '../testing/renderObservers';
import { LastSeen } from './LastSeen';
import { PageHeading } from './PageHeading';
import { SelectionActions } from './SelectionActions';
import { ViewSwitch } from './ViewSwitch';

describe('LastSeen', () => {
  it('shows a machine-readable time in the reader’s locale, or Never', () => {
    const { unmount } = renderObservers(<LastSeen value="2026-05-01T10:30:00.000Z" />, { language: 'ro' });
    expect(document.querySelector('time')).toHaveAttribute('dateTime', '2026-05-01T10:30:00.000Z');
    expect(document.querySelector('time')?.textContent).toMatch(/01\.05\.2026/);
    unmount();
    renderObservers(<LastSeen value={null} />, { language: 'ro' });
    expect(screen.getByText('Niciodată')).toBeInTheDocument();
  });
});

describe('PageHeading', () => {
  it('takes focus when the screen appears', () => {
    renderObservers(<PageHeading>Observers</PageHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Observers' })).toHaveFocus();
  });
});

describe('ViewSwitch', () => {
  it('marks the current view pressed and asks for the other one', async () => {
    const onChange = jest.fn();
    const { user } = renderObservers(<ViewSwitch view="list" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(onChange).toHaveBeenCalledWith('cards');
  });
});

describe('SelectionActions', () => {
  it('keeps its status line in the page and offers the actions once something is selected', async () => {
    const onNotify = jest.fn();
    const { rerender, user } = renderObservers(<SelectionActions count={0} onNotify={onNotify} onClear={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<SelectionActions count={3} onNotify={onNotify} onClear={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 observers selected');
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(onNotify).toHaveBeenCalled();
  });
});
