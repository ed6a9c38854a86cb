import { screen } from '@testing-library/react';
import { renderNotifications } from '../testing/renderNotifications';
import { PhonePreview } from './PhonePreview';

describe('PhonePreview', () => {
  it('shows the sender, the title and the message as a phone would', () => {
    renderNotifications(<PhonePreview title="Opening" message="Fill in form A." />);
    const preview = screen.getByRole('region', { name: 'Preview on a phone' });
    expect(preview).toHaveTextContent('Monitorizare Vot');
    expect(screen.getByText('Opening')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Fill in form A.')).toBeInTheDocument();
  });

  it('cuts the title and the message where phones usually cut them', () => {
    const title = `${'t'.repeat(65)}TAIL`;
    const message = `${'m'.repeat(240)}REST`;
    renderNotifications(<PhonePreview title={title} message={message} />);
    expect(screen.getByText(`${'t'.repeat(65)}…`)).toBeInTheDocument();
    expect(screen.getByText(`${'m'.repeat(240)}…`)).toBeInTheDocument();
    expect(screen.queryByText(/TAIL|REST/)).not.toBeInTheDocument();
  });

  it('shows where the text will appear while the fields are empty', () => {
    renderNotifications(<PhonePreview title=" " message="" />);
    expect(screen.getByText('The title appears here')).toBeInTheDocument();
    expect(screen.getByText('The message appears here.')).toBeInTheDocument();
  });
});
