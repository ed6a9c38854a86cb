import { screen, waitFor, within } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import type { TestHttp } from '@observatory/shared/testing';
import { createStore } from 'jotai';
import { INITIAL_TARGETING, targetingReducer } from '../lib/targeting';
import { targetingAtom } from '../state/targeting';
import { COUNTIES } from '../testing/fixtures';
import { renderArea } from '../testing/renderNotifications';

function api(): TestHttp {
  return createTestHttp()
    .on('GET', '/api/v1/observer/count', { body: 812 })
    .on('GET', '/api/v1/county', { body: COUNTIES })
    .on('POST', '/api/v1/notification/send/all', { status: 202, body: { sent: 812 } })
    .on('POST', '/api/v1/notification/send', (request) => ({
      status: 202,
      body: { sent: (request.body as { recipients: number[] }).recipients.length },
    }));
}

const posts = (http: TestHttp) => http.requests.filter((request) => request.method === 'POST');
const sendButton = () => screen.getByRole('button', { name: 'Send' });

/** Pasted rather than typed key by key: the same events for the form, far less work on a busy machine. */
async function fillText(user: ReturnType<typeof renderArea>['user'], title = 'Opening', message = 'Fill in form A by 8:00.') {
  await user.click(screen.getByRole('textbox', { name: /^Title/ }));
  await user.paste(title);
  await user.click(screen.getByRole('textbox', { name: /^Message/ }));
  await user.paste(message);
}

describe('SendPage without a selection', () => {
  it('sends to everyone after a confirmation that states the count, then resets the form', async () => {
    const http = api();
    const { user, services } = renderArea('', { http: http.http });
    expect(await screen.findByText('No filter: the notification goes to everyone you can see, 812 observers.')).toBeInTheDocument();
    await fillText(user);
    await user.click(sendButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Send this notification?' });
    expect(dialog).toHaveTextContent('It goes to everyone you can see: 812 observers.');
    expect(dialog).toHaveTextContent('Title: Opening');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(posts(http)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts(http)).toHaveLength(1);
    expect(posts(http)[0]).toMatchObject({
      path: '/api/v1/notification/send/all',
      body: { channel: 'Firebase', from: 'Monitorizare Vot', title: 'Opening', message: 'Fill in form A by 8:00.' },
    });
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'success',
      title: 'Success',
      message: 'The notification was sent to 812 observers.',
    });
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
  });

  it('shows the required messages, with the field names, only after a submit attempt', async () => {
    const http = api();
    const { user } = renderArea('', { http: http.http });
    await screen.findByText(/812 observers/);
    expect(screen.queryByText('Title is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('Message is required.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), '   ');
    await user.click(sendButton());
    expect(await screen.findAllByText('Title is required.')).not.toHaveLength(0);
    expect(screen.getAllByText('Message is required.')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts(http)).toHaveLength(0);
  });

  it('sends once however often the confirmation is pressed', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const http = api().on('POST', '/api/v1/notification/send/all', () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderArea('', { http: http.http });
    await screen.findByText(/812 observers/);
    await fillText(user);
    await user.click(sendButton());
    const confirm = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' });
    await user.dblClick(confirm);
    await user.keyboard('{Enter}{Enter}');
    expect(posts(http)).toHaveLength(1);
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    answer({ status: 202, body: { sent: 812 } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts(http)).toHaveLength(1);
  });

  it('keeps the text after a failed send, says why, and sends again', async () => {
    const http = api().on('POST', '/api/v1/notification/send/all', { status: 500, body: { status: 500 } });
    const { user, services } = renderArea('', { http: http.http });
    await screen.findByText(/812 observers/);
    await fillText(user);
    await user.click(sendButton());
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const reason = 'The notification could not be sent. The server had a problem. Try again in a moment.';
    expect(services.toasts.show).toHaveBeenCalledWith({ kind: 'error', title: 'Error', message: reason });
    expect(screen.getByText(`${reason} Your text is kept: you can send it again.`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Opening');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Fill in form A by 8:00.');
    expect(sendButton()).toBeEnabled();
    http.on('POST', '/api/v1/notification/send/all', { status: 202, body: { sent: 812 } });
    await user.click(sendButton());
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(''));
    expect(posts(http)).toHaveLength(2);
  });

  it('finds the observers checked in at a county and range, and sends to exactly them', async () => {
    const http = api().on('GET', '/api/v1/observer/active', {
      body: [
        { id: 31, name: 'A', phone: '1' },
        { id: 47, name: 'B', phone: '2' },
      ],
    });
    const { user } = renderArea('', { http: http.http });
    const county = await screen.findByRole('combobox', { name: 'County' });
    expect(screen.getByRole('textbox', { name: 'From station' })).toBeDisabled();
    await user.type(county, 'clu{Enter}');
    expect(screen.getByRole('textbox', { name: 'From station' })).toHaveAccessibleDescription('[1 – 718] Empty: from station 1.');
    expect(screen.getByText('Press Search to find the observers checked in at these stations.')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription(/press Search to find the observers/);
    await user.type(screen.getByRole('textbox', { name: 'From station' }), '10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('2 observers are checked in at stations 10–718 of CJ – Cluj.')).toBeInTheDocument();
    const search = http.requests.find((request) => request.path === '/api/v1/observer/active');
    expect(search?.query).toEqual({
      countyCodes: 'CJ',
      fromPollingStationNumber: '10',
      toPollingStationNumber: '718',
      currentlyCheckedIn: 'true',
    });
    await fillText(user);
    await user.click(sendButton());
    expect(screen.getByRole('alertdialog')).toHaveTextContent('It goes to 2 observers.');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(posts(http)).toHaveLength(1));
    expect(posts(http)[0]).toMatchObject({ path: '/api/v1/notification/send', body: { recipients: [31, 47], title: 'Opening' } });
  });

  it('clears the found observers when the county or the range changes, and Reset goes back to everyone', async () => {
    const http = api().on('GET', '/api/v1/observer/active', { body: [{ id: 31, name: 'A', phone: '1' }] });
    const { user } = renderArea('', { http: http.http });
    const county = await screen.findByRole('combobox', { name: 'County' });
    await user.type(county, 'alba{Enter}');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('1 observer is checked in at stations 1–445 of AB – Alba.')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'To station' }), '9');
    expect(screen.getByText('Press Search to find the observers checked in at these stations.')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(county).toHaveValue('');
    expect(county).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'To station' })).toHaveValue('');
    expect(screen.getByText(/goes to everyone you can see, 812 observers/)).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('a county name typed and left with Tab chooses it, and Tab lands on the range it enables', async () => {
    const http = api();
    const { user } = renderArea('', { http: http.http });
    await user.type(await screen.findByRole('combobox', { name: 'County' }), 'cluj');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveValue('CJ – Cluj');
    expect(screen.getByRole('textbox', { name: 'From station' })).toHaveFocus();
    expect(screen.getByText('Press Search to find the observers checked in at these stations.')).toBeInTheDocument();
  });

  it('keeps Send disabled when nobody is checked in there', async () => {
    const http = api().on('GET', '/api/v1/observer/active', { body: [] });
    const { user } = renderArea('', { http: http.http });
    await user.type(await screen.findByRole('combobox', { name: 'County' }), 'alba{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No observer is checked in at stations 1–445 of AB – Alba.')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Send is not available: no observer is checked in at the chosen stations.');
  });

  it('refuses a range outside the county or in the wrong order, without asking the API', async () => {
    const http = api();
    const { user } = renderArea('', { http: http.http });
    await user.type(await screen.findByRole('combobox', { name: 'County' }), 'alba{Enter}');
    const from = screen.getByRole('textbox', { name: 'From station' });
    const to = screen.getByRole('textbox', { name: 'To station' });
    await user.type(to, '500');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('To station must be a whole number from 1 to 445.')).toBeInTheDocument();
    expect(to).toHaveFocus();
    await user.clear(to);
    await user.type(to, '3');
    await user.type(from, '9');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('From station must not be greater than To station.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(http.requests.some((request) => request.path === '/api/v1/observer/active')).toBe(false);
  });

  it('says when a search fails and offers Retry', async () => {
    const http = api().on('GET', '/api/v1/observer/active', 'network-error');
    const { user } = renderArea('', { http: http.http });
    await user.type(await screen.findByRole('combobox', { name: 'County' }), 'alba{Enter}{Enter}');
    expect(
      await screen.findByText(/The observers checked in there could not be found\. The server could not be reached/),
    ).toBeInTheDocument();
    http.on('GET', '/api/v1/observer/active', { body: [{ id: 1, name: 'A', phone: '1' }] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/1 observer is checked in/)).toBeInTheDocument();
  });

  it('shows a 403 on the count in place and still lets the filter work', async () => {
    const http = api().on('GET', '/api/v1/observer/count', { status: 403 });
    renderArea('', { http: http.http });
    expect(await screen.findByText(/The number of observers could not be loaded\. You do not have permission/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'County' })).toBeInTheDocument();
  });

  it('loads the counties once, also after a visit to the history', async () => {
    const http = api().on('GET', '/api/v1/notification/get/all', {
      body: { data: [], page: 1, pageSize: 100, totalItems: 0, totalPages: 0 },
    });
    const { user } = renderArea('', { http: http.http });
    await screen.findByRole('combobox', { name: 'County' });
    await user.click(screen.getByRole('link', { name: 'History of sent notifications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notification history' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sending' }));
    expect(await screen.findByRole('combobox', { name: 'County' })).toBeInTheDocument();
    expect(http.requests.filter((request) => request.path === '/api/v1/county')).toHaveLength(1);
  });

  it('keeps the county, the range and what Search found across a visit to the history', async () => {
    const http = api()
      .on('GET', '/api/v1/observer/active', { body: [{ id: 31, name: 'A', phone: '1' }] })
      .on('GET', '/api/v1/notification/get/all', { body: { data: [], page: 1, pageSize: 100, totalItems: 0, totalPages: 0 } });
    const { user } = renderArea('', { http: http.http });
    await user.type(await screen.findByRole('combobox', { name: 'County' }), 'clu{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'From station' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'To station' }), '12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 observer is checked in at stations 10–12 of CJ – Cluj.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'History of sent notifications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notification history' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sending' }));
    expect(await screen.findByRole('combobox', { name: 'County' })).toHaveValue('CJ – Cluj');
    expect(screen.getByRole('textbox', { name: 'From station' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'To station' })).toHaveValue('12');
    expect(screen.getByText('1 observer is checked in at stations 10–12 of CJ – Cluj.')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    expect(http.requests.filter((request) => request.path === '/api/v1/observer/active')).toHaveLength(1);
  });

  it('a search cut short by leaving for the history waits for Search again on return', async () => {
    const http = api()
      .on('GET', '/api/v1/observer/active', () => new Promise(() => undefined))
      .on('GET', '/api/v1/notification/get/all', { body: { data: [], page: 1, pageSize: 100, totalItems: 0, totalPages: 0 } });
    const { user } = renderArea('', { http: http.http });
    await user.type(await screen.findByRole('combobox', { name: 'County' }), 'alba{Enter}{Enter}');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'History of sent notifications' }));
    await user.click(await screen.findByRole('link', { name: 'Back to sending' }));
    expect(await screen.findByRole('combobox', { name: 'County' })).toHaveValue('AB – Alba');
    expect(screen.getByText('Press Search to find the observers checked in at these stations.')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('starts the filter again when the page comes with another link than the held filter belongs to', async () => {
    const held = () => {
      const store = createStore();
      const state = targetingReducer(INITIAL_TARGETING, { type: 'countyChanged', countyCode: 'AB' });
      store.set(targetingAtom, { key: '', state, searchError: null });
      return store;
    };
    const same = renderArea('', { http: api().http, store: held() });
    expect(await screen.findByRole('combobox', { name: 'County' })).toHaveValue('AB – Alba');
    same.unmount();
    renderArea(`?toObserverIds=${encodeURIComponent('[31,"x"]')}`, { http: api().http, store: held() });
    expect(await screen.findByRole('combobox', { name: 'County' })).toHaveValue('');
    expect(await screen.findByText(/goes to everyone you can see, 812 observers/)).toBeInTheDocument();
  });

  it('says when the counties cannot be loaded, and still offers sending to everyone', async () => {
    const http = api().on('GET', '/api/v1/county', { status: 500 });
    const { user } = renderArea('', { http: http.http });
    expect(await screen.findByText(/The counties could not be loaded\./)).toBeInTheDocument();
    expect(screen.getByText(/812 observers/)).toBeInTheDocument();
    http.on('GET', '/api/v1/county', { body: COUNTIES });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'County' })).toBeInTheDocument();
  });
});

describe('SendPage with toObserverIds', () => {
  const link = `?toObserverIds=${encodeURIComponent('[31,47,52]')}`;

  it('says how many are selected, hides the filter and sends to exactly them', async () => {
    const http = api();
    const { user } = renderArea(link, { http: http.http });
    expect(screen.getByText('3 observers selected in the observers list.')).toBeInTheDocument();
    expect(screen.getByText(/Only they receive this notification/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'County' })).not.toBeInTheDocument();
    await fillText(user);
    await user.click(sendButton());
    expect(screen.getByRole('alertdialog')).toHaveTextContent('It goes to 3 observers.');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(posts(http)).toHaveLength(1));
    expect(posts(http)[0]).toMatchObject({ path: '/api/v1/notification/send', body: { recipients: [31, 47, 52] } });
    // Neither the counties nor the count are needed for a selection.
    expect(http.requests.filter((request) => request.method === 'GET')).toHaveLength(0);
  });

  it('looks up who they are only when asked', async () => {
    const http = api().on('GET', '/api/v1/observer', (request) => {
      const id = Number(request.query.id);
      const data = id === 52 ? [] : [{ id, name: id === 31 ? 'Ana Pop' : 'Ion Ionescu', phone: `07220000${id}` }];
      return { body: { data, page: 1, pageSize: 20, totalItems: data.length, totalPages: data.length } };
    });
    const { user } = renderArea(link, { http: http.http });
    const toggle = screen.getByRole('button', { name: 'Who is selected' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(http.requests).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Selected observers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Pop · 0722000031', 'Ion Ionescu · 0722000047', 'Observer no. 52: not found, or not yours to see']);
    expect(http.requests.map((request) => request.query.id)).toEqual(['31', '47', '52']);
  });

  it('says what came through when the link is malformed, and offers the filter', async () => {
    const http = api();
    renderArea(`?toObserverIds=${encodeURIComponent('[31,"x"]')}`, { http: http.http });
    expect(
      screen.getByText('The selection in this link could not be read, so it was ignored. Choose the recipients below.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'County' })).toBeInTheDocument();
    expect(await screen.findByText(/goes to everyone you can see, 812 observers/)).toBeInTheDocument();
  });

  it('offers to choose by county instead', async () => {
    const http = api();
    const { user } = renderArea(link, { http: http.http });
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Kept');
    await user.click(screen.getByRole('link', { name: 'Choose recipients by county instead' }));
    expect(await screen.findByRole('combobox', { name: 'County' })).toBeInTheDocument();
    expect(screen.queryByText(/selected in the observers list/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Kept');
  });
});
