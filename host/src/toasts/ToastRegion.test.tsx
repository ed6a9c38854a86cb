import { screen } from '@testing-library/react';
import { renderInShell } from '../testing/renderInShell';
import { ToastRegion } from './ToastRegion';

describe('ToastRegion', () => {
  it('names the messages region for screen readers in Romanian when the page is in Romanian', () => {
    renderInShell(<ToastRegion />, 'ro');
    expect(screen.getByRole('region', { name: 'Mesaje (Alt+T mută aici)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('names it in English when the page is in English', () => {
    renderInShell(<ToastRegion />, 'en');
    expect(screen.getByRole('region', { name: /^Messages/ })).toBeInTheDocument();
  });
});
