import { screen, waitFor } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import { COUNTIES } from '../testing/fixtures';
import { renderArea } from '../testing/renderNotifications';

const api = () =>
  createTestHttp()
    .on('GET', '/api/v1/observer/count', { body: 812 })
    .on('GET', '/api/v1/county', { body: COUNTIES })
    .on('GET', '/api/v1/notification/get/all', { body: { data: [], page: 1, pageSize: 100, totalItems: 0, totalPages: 0 } });

describe('SendPage: what the notices and refusals say (issue 21)', () => {
  it('offers the text back after a visit to the history as kept from the last visit, not from a session that ended', async () => {
    const { user } = renderArea('', { http: api().http });
    await user.click(await screen.findByRole('textbox', { name: /^Title/ }));
    await user.paste('Half written');
    await user.click(screen.getByRole('link', { name: 'History of sent notifications' }));
    await screen.findByRole('heading', { level: 1, name: 'Notification history' });
    await user.click(screen.getByRole('link', { name: 'Back to sending' }));
    expect(await screen.findByText('You have unsaved changes kept from your last visit to this page.')).toBeInTheDocument();
    expect(screen.queryByText(/session ended/)).not.toBeInTheDocument();
  });

  it('says which field the API refused and how to fix it, by its code', async () => {
    const refusal = { status: 400, errors: { title: ['Must be at most 200 characters.'] }, codes: { title: ['too_long'] } };
    const http = api().on('POST', '/api/v1/notification/send/all', { status: 400, body: refusal });
    const { user } = renderArea('', { http: http.http });
    await screen.findByText(/812 observers/);
    await user.click(screen.getByRole('textbox', { name: /^Title/ }));
    await user.paste('Opening');
    await user.click(screen.getByRole('textbox', { name: /^Message/ }));
    await user.paste('Fill in form A.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(screen.getByText(/The notification could not be sent: Title is longer than allowed: shorten it\./)).toBeInTheDocument(),
    );
  });
});
