import { screen } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import { NAMES_SHOWN_CAP } from '../lib/limits';
import { renderNotifications } from '../testing/renderNotifications';
import { RosterSelection } from './RosterSelection';

describe('RosterSelection', () => {
  it('looks up at most the cap of names and says how many are left out', async () => {
    const ids = Array.from({ length: 45 }, (_, index) => index + 1);
    const http = createTestHttp().on('GET', '/api/v1/observer', (request) => {
      const id = Number(request.query.id);
      return { body: { data: [{ id, name: `Observer ${id}`, phone: '0722' }], page: 1, pageSize: 20, totalItems: 1, totalPages: 1 } };
    });
    const { user } = renderNotifications(<RosterSelection ids={ids} />, { http: http.http });
    expect(screen.getByText('45 observers selected in the observers list.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Who is selected' }));
    expect(await screen.findByText('Showing the first 20 of 45 selected observers.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(NAMES_SHOWN_CAP);
    expect(http.requests).toHaveLength(NAMES_SHOWN_CAP);
  });

  it('says when the names cannot be looked up, and offers Retry', async () => {
    const http = createTestHttp().on('GET', '/api/v1/observer', 'network-error');
    const { user } = renderNotifications(<RosterSelection ids={[1, 2]} />, { http: http.http });
    await user.click(screen.getByRole('button', { name: 'Who is selected' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The names could not be looked up.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('RosterSelection for an organizer', () => {
  it('names each observer’s NGO, so same-named observers can be told apart', async () => {
    const http = createTestHttp().on('GET', '/api/v1/observer', {
      body: {
        data: [{ id: 5, name: 'Ana Pop', phone: '0722000005', ngo: 'Vot Transparent' }],
        page: 1,
        pageSize: 20,
        totalItems: 1,
        totalPages: 1,
      },
    });
    const { user } = renderNotifications(<RosterSelection ids={[5]} />, { http: http.http, hostUser: { organizer: true } });
    await user.click(screen.getByRole('button', { name: 'Who is selected' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Ana Pop · 0722000005 · Vot Transparent');
  });
});
