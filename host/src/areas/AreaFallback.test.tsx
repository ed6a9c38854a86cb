import { screen } from '@testing-library/react';
import { renderInShell } from '../testing/renderInShell';
import { AreaFallback } from './AreaFallback';

describe('AreaFallback', () => {
  it('names the unavailable area as a section, so the Romanian verb agrees whatever the area', () => {
    renderInShell(<AreaFallback navKey="nav.observers" kind="unreachable" onRetry={jest.fn()} retrying={false} />, 'ro');
    // "Observatori nu este disponibil" paired a plural with a singular verb.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Secțiunea „Observatori” nu este disponibilă acum$/);
    expect(screen.getByRole('button', { name: 'Reîncearcă' })).toBeInTheDocument();
  });

  it('says the same of an area that needs an update, without a Retry', () => {
    renderInShell(<AreaFallback navKey="nav.statistics" kind="incompatible" onRetry={jest.fn()} retrying={false} />, 'ro');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Secțiunea „Statistici” are nevoie de o actualizare$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
