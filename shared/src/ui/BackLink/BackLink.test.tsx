import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@observatory/shared/router';
import { renderWithHost } from '../../testing';
import { BackLink } from './BackLink';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('BackLink', () => {
  it('is a real link to the parent route, labelled Back by default', async () => {
    const { user } = renderWithHost(
      <Routes>
        <Route path="/area">
          <Route index element={<Where />} />
          <Route path="item/:id" element={<BackLink to=".." />} />
        </Route>
      </Routes>,
      { initialEntries: ['/area/item/3'], language: 'ro' },
    );
    const link = screen.getByRole('link', { name: 'Înapoi' });
    expect(link).toHaveAttribute('href', '/area');
    await user.click(link);
    expect(screen.getByText('at /area')).toBeInTheDocument();
  });

  it('goes back in history when asked and the person came from inside the app', async () => {
    const { user } = renderWithHost(
      <Routes>
        <Route path="/list" element={<Where />} />
        <Route path="/other" element={<Where />} />
        <Route
          path="/detail"
          element={
            <BackLink to="/list" preferHistory>
              Back to the list
            </BackLink>
          }
        />
      </Routes>,
      { initialEntries: ['/other', '/detail'] },
    );
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(screen.getByText('at /other')).toBeInTheDocument();
  });
});
