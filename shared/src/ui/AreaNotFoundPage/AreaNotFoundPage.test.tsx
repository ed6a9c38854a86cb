import { screen } from '@testing-library/react';
import { Route, Routes } from '@observatory/shared/router';
import { renderWithHost } from '../../testing';
import { AreaNotFoundPage } from './AreaNotFoundPage';

describe('AreaNotFoundPage', () => {
  it('says the page does not exist and links back to the area’s start', () => {
    renderWithHost(
      <Routes>
        <Route path="/formulare">
          <Route index element={<p>start</p>} />
          <Route path="*" element={<AreaNotFoundPage />} />
        </Route>
      </Routes>,
      { initialEntries: ['/formulare/no/such/page'], language: 'ro' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Această pagină nu există.' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Înapoi la începutul acestei secțiuni' })).toHaveAttribute('href', '/formulare');
  });
});
