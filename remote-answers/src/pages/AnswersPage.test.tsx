import { screen, waitFor, within } from '@testing-library/react';
import { createAnswersApi, requestsTo } from '../testing/answersApi';
import { makeThread, pageOf } from '../testing/fixtures';
import { renderArea } from '../testing/renderAnswers';

const THREADS = '/api/v1/answers';

function twentyThreads() {
  return Array.from({ length: 20 }, (_, index) => makeThread({ observerId: index + 1, observerName: `Observer ${index + 1}` }));
}

describe('AnswersPage: the list', () => {
  it('shows a page of threads for 2 requests (threads and counties), each row a link to its details', async () => {
    const api = createAnswersApi().on('GET', THREADS, { body: pageOf(twentyThreads(), 45) });
    renderArea('/answers', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Answers' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Threads, one per observer and polling station' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(20);
    expect(links[0]).toHaveAttribute('href', '/answers/details/1/100');
    expect(links[0]).toHaveTextContent('Alba 12');
    expect(links[0]).toHaveTextContent('Observer 1');
    await waitFor(() => expect(links[0]).toHaveTextContent('County Alba (AB), station 12'));
    expect(screen.getByText('Showing 1 to 20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing selected' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests.map((request) => request.path).sort()).toEqual(['/api/v1/answers', '/api/v1/county']));
    expect(requestsTo(api, THREADS)[0]?.query).toEqual({ page: '1', pageSize: '20' });
  });

  it('names each row’s county (with its code), from the counties the filter loaded; an unknown code shows alone', async () => {
    const api = createAnswersApi().on('GET', THREADS, {
      body: pageOf([makeThread({ countyCode: 'CJ' }), makeThread({ observerId: 8, countyCode: 'ZZ', pollingStationNumber: 3 })]),
    });
    renderArea('/answers', { http: api.http, language: 'ro' });
    const [cluj, unknown] = await screen.findAllByRole('link', { name: /Alba 12/ });
    await waitFor(() => expect(cluj).toHaveTextContent('Județul Cluj (CJ), secția 12'));
    expect(unknown).toHaveTextContent('Județul ZZ, secția 3');
  });

  it('marks urgent threads and their follow-up in words, not colour alone', async () => {
    const api = createAnswersApi().on('GET', THREADS, {
      body: pageOf([makeThread({ urgent: true, followUp: 'needed' }), makeThread({ observerId: 8, followUp: 'resolved' })]),
    });
    renderArea('/answers', { http: api.http });
    const [first, second] = await screen.findAllByRole('link', { name: /Alba 12/ });
    expect(first).toHaveTextContent('Urgent');
    expect(first).toHaveTextContent('Needs follow-up');
    expect(second).not.toHaveTextContent('Urgent');
    expect(second).toHaveTextContent('Resolved');
  });

  it('lists the threads a statistics bar links to: says the answer in words, asks with it, and Remove drops it', async () => {
    const api = createAnswersApi();
    const { user } = renderArea('/answers?formId=1&questionId=103&optionId=1006&fromPollingStationNumber=10', { http: api.http });
    const linked = await screen.findByRole('region', { name: 'Filters from a link' });
    await waitFor(() => expect(linked).toHaveTextContent('Answered A1-3 Urna este sigilată? with “Nu”'));
    expect(linked).toHaveTextContent('Polling stations from 10');
    expect(requestsTo(api, THREADS)[0]?.query).toMatchObject({ questionId: '103', optionId: '1006', fromPollingStationNumber: '10' });
    await user.click(within(linked).getByRole('button', { name: 'Remove the filter on the answer' }));
    await waitFor(() =>
      expect(requestsTo(api, THREADS).at(-1)?.query).toEqual({ fromPollingStationNumber: '10', page: '1', pageSize: '20' }),
    );
    expect(screen.getByRole('region', { name: 'Filters from a link' })).not.toHaveTextContent('Answered');
    await user.click(screen.getByRole('button', { name: 'Remove the filter on polling stations' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Filters from a link' })).not.toBeInTheDocument());
  });

  it('applies the filters into the address and asks only with values that are set', async () => {
    const api = createAnswersApi();
    const { user } = renderArea('/answers', { http: api.http });
    await screen.findByRole('option', { name: 'Cluj (CJ)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'County' }), 'CJ');
    await user.type(screen.getByRole('textbox', { name: 'Polling station number' }), '12');
    await user.type(screen.getByRole('textbox', { name: /From/ }), '2026-05-18 08:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Follow-up' }), 'needed');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(requestsTo(api, THREADS)).toHaveLength(2));
    expect(requestsTo(api, THREADS)[1]?.query).toEqual({
      county: 'CJ',
      pollingStationNumber: '12',
      from: new Date(2026, 4, 18, 8, 0).toISOString(),
      followUp: 'needed',
      page: '1',
      pageSize: '20',
    });
    // The row links keep the filters, so the details and a reload show the same list.
    expect(await screen.findByRole('link', { name: /Alba 12/ })).toHaveAttribute(
      'href',
      '/answers/details/7/100?county=CJ&pollingStationNumber=12&from=2026-05-18+08%3A00&followUp=needed',
    );
  });

  it('Download names the filters applied to the list, and says a value typed but not applied is not used', async () => {
    const api = createAnswersApi();
    const { user } = renderArea('/answers?urgente=true&county=CJ', { http: api.http });
    await screen.findByRole('link', { name: /Alba 12/ });
    await user.type(screen.getByRole('textbox', { name: 'Observer phone' }), '0744');
    await user.click(screen.getByRole('button', { name: 'Download answers' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Download the answers?' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Urgent threads only', 'County: Cluj (CJ)']),
    );
    expect(dialog).toHaveTextContent('Values typed in the filters but not applied with Filter are not used.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Once applied, the phone is among them and nothing is pending.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(requestsTo(api, THREADS).at(-1)?.query).toMatchObject({ phoneObserver: '0744' }));
    await user.click(screen.getByRole('button', { name: 'Download answers' }));
    const again = screen.getByRole('alertdialog', { name: 'Download the answers?' });
    expect(
      within(again)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Urgent threads only', 'County: Cluj (CJ)', 'Observer phone: 0744']);
    expect(again).not.toHaveTextContent('not applied');
  });

  it('opens with the filters of the address, and Reset clears them', async () => {
    const api = createAnswersApi();
    const { user } = renderArea('/answers?phoneObserver=0722&page=2', { http: api.http });
    expect(await screen.findByRole('textbox', { name: 'Observer phone' })).toHaveValue('0722');
    await waitFor(() => expect(requestsTo(api, THREADS)[0]?.query).toEqual({ phoneObserver: '0722', page: '2', pageSize: '20' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(requestsTo(api, THREADS).at(-1)?.query).toEqual({ page: '1', pageSize: '20' }));
    expect(screen.getByRole('textbox', { name: 'Observer phone' })).toHaveValue('');
  });

  it('refuses a date it cannot read, on its field, and asks nothing', async () => {
    const api = createAnswersApi();
    const { user } = renderArea('/answers', { http: api.http });
    await screen.findAllByRole('link', { name: /Alba 12/ });
    await user.type(screen.getByRole('textbox', { name: /To/ }), '18/05/2026');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText(/Write the date as yyyy-MM-dd hh:mm/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /To/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /To/ })).toHaveValue('18/05/2026');
    expect(requestsTo(api, THREADS)).toHaveLength(1);
  });

  it('refuses a station number above the chosen county’s limit', async () => {
    const api = createAnswersApi();
    const { user } = renderArea('/answers', { http: api.http });
    await screen.findByRole('option', { name: 'Alba (AB)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'County' }), 'AB');
    await user.type(screen.getByRole('textbox', { name: 'Polling station number' }), '446');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('This county has polling stations 1 to 445.')).toBeInTheDocument();
  });

  it('shows the urgent list under its own heading, not yet resolved first', async () => {
    const api = createAnswersApi().on('GET', THREADS, { body: pageOf([makeThread({ urgent: true })]) });
    const { user } = renderArea('/answers?urgente=true', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Urgent answers' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Alba 12/ });
    expect(link).toHaveAttribute('href', '/urgents/details/7/100');
    expect(requestsTo(api, THREADS)[0]?.query).toEqual({ urgent: 'true', unresolvedFirst: 'true', page: '1', pageSize: '20' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'newest');
    await waitFor(() => expect(requestsTo(api, THREADS).at(-1)?.query).toEqual({ urgent: 'true', page: '1', pageSize: '20' }));
    expect(screen.getByRole('link', { name: 'Show all answers' })).toHaveAttribute('href', '/answers');
  });

  it('says when no answers match the filters', async () => {
    const api = createAnswersApi().on('GET', THREADS, { body: pageOf([]) });
    renderArea('/answers?county=AB', { http: api.http });
    expect(await screen.findByRole('heading', { name: 'No answers match these filters' })).toBeInTheDocument();
  });

  it('says so when there are no answers at all', async () => {
    const api = createAnswersApi().on('GET', THREADS, { body: pageOf([]) });
    renderArea('/answers', { http: api.http });
    expect(await screen.findByRole('heading', { name: 'No answers yet' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows a failure with Reload, and the threads once it works again', async () => {
    const api = createAnswersApi().on('GET', THREADS, 'network-error');
    const { user } = renderArea('/answers', { http: api.http });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The answers could not be loaded. The server could not be reached.');
    api.on('GET', THREADS, { body: pageOf([makeThread()]) });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('link', { name: /Alba 12/ })).toBeInTheDocument();
  });

  it('says "no permission" in place on a 403', async () => {
    const api = createAnswersApi().on('GET', THREADS, { status: 403 });
    renderArea('/answers', { http: api.http });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to see or do this.');
  });

  it('Refresh asks again and says when the list was updated', async () => {
    const api = createAnswersApi();
    const { user } = renderArea('/answers', { http: api.http });
    await screen.findByRole('link', { name: /Alba 12/ });
    expect(screen.getByText('Updated at')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requestsTo(api, THREADS)).toHaveLength(2));
  });

  it('a county list that fails says so under the field, with a way to ask again', async () => {
    const api = createAnswersApi().on('GET', '/api/v1/county', { status: 500 });
    const { user } = renderArea('/answers', { http: api.http });
    const alert = await screen.findByText(/The counties could not be loaded/);
    api.on('GET', '/api/v1/county', { body: [] });
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Load the counties again' }));
    await waitFor(() => expect(screen.queryByText(/The counties could not be loaded/)).not.toBeInTheDocument());
  });

  it('pages through the list and keeps the page in the address', async () => {
    const api = createAnswersApi().on('GET', THREADS, (request) => ({
      body: pageOf([makeThread({ observerName: `Row of page ${request.query.page}` })], 45, Number(request.query.page)),
    }));
    const { user } = renderArea('/answers', { http: api.http });
    await screen.findByText('Row of page 1');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Row of page 2')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Row of page 2/ })).toHaveAttribute('href', '/answers/details/7/100?page=2');
  });

  it('keeps what is being typed in the filter when the page changes', async () => {
    const api = createAnswersApi().on('GET', THREADS, (request) => ({
      body: pageOf([makeThread({ observerName: `Row of page ${request.query.page}` })], 45, Number(request.query.page)),
    }));
    const { user } = renderArea('/answers?county=AB', { http: api.http });
    await screen.findByText('Row of page 1');
    await user.type(screen.getByRole('textbox', { name: 'Observer phone' }), '0744');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Row of page 2');
    expect(screen.getByRole('textbox', { name: 'Observer phone' })).toHaveValue('0744');
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveValue('AB');
  });

  it('renders hostile names as text, isolated', async () => {
    const api = createAnswersApi().on('GET', THREADS, {
      body: pageOf([makeThread({ observerName: '<img src=x onerror="window.__xss=1">', pollingStationName: 'مركز الاقتراع' })]),
    });
    renderArea('/answers', { http: api.http });
    const name = await screen.findByText('<img src=x onerror="window.__xss=1">');
    expect(name.tagName).toBe('BDI');
    expect(screen.getByText('مركز الاقتراع').tagName).toBe('BDI');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
