import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusRegion, useAnnounce } from './StatusRegion';

function Saver() {
  const { announce, message } = useAnnounce();
  return (
    <>
      <button type="button" onClick={() => announce('Changes saved')}>
        Save
      </button>
      <StatusRegion message={message} />
    </>
  );
}

describe('StatusRegion and useAnnounce', () => {
  it('is an empty polite status region until something is announced', async () => {
    const user = userEvent.setup();
    render(<Saver />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveClass('obs-visually-hidden');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(region).toHaveTextContent('Changes saved');
  });

  it('changes its text when the same message is announced again, so it is spoken again', async () => {
    const user = userEvent.setup();
    render(<Saver />);
    const region = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const first = region.textContent;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(region.textContent).not.toBe(first);
    expect(region).toHaveTextContent('Changes saved');
  });

  it('can be shown on screen', () => {
    render(<StatusRegion message="3 observers found" visible />);
    expect(screen.getByRole('status')).toHaveClass('obs-status');
  });
});
