import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rankedValues } from '../testing/fixtures';
import { renderArea } from '../testing/renderStatistics';
import { createStatisticsApi } from '../testing/statisticsApi';

/** The seven ranked cards (the dashboard's cards that explain, a form's results and the anomalies, are not among them). */
const cards = () => screen.queryAllByRole('region').filter((region) => region.hasAttribute('data-statistic'));
const card = (name: string) => screen.getByRole('region', { name });

describe('the statistics dashboard', () => {
  it('shows the seven cards, translated, each with its top 5 as a list of label and value', async () => {
    const api = createStatisticsApi({ observerNumber: rankedValues(8, 'Județul') });
    renderArea('', { language: 'ro', http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Statistici' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(cards().map((region) => within(region).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Observatori pe județe',
      'Sesizări pe județe',
      'Sesizări pe secții de votare',
      'Sesizări la deschidere, pe județe',
      'Sesizări la deschidere, pe secții de votare',
      'Sesizări la numărarea voturilor, pe județe',
      'Sesizări la numărarea voturilor, pe secții de votare',
    ]);
    const observers = card('Observatori pe județe');
    const rows = within(within(observers).getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Județul 180 de observatori');
    expect(rows[4]).toHaveTextContent('Județul 540 de observatori');
    expect(api.calls()).toHaveLength(7);
    expect(api.calls().every((call) => call.endsWith(' 1/5'))).toBe(true);
  });

  it('shows one loading state while everything loads', () => {
    const api = createStatisticsApi();
    api.on('GET', /statistics/, () => new Promise(() => undefined));
    renderArea('', { http: api.http });
    expect(screen.getAllByRole('status').filter((region) => region.textContent === 'Loading the statistics...')).toHaveLength(1);
    expect(cards()).toHaveLength(0);
  });

  it('hides a card whose method fails and says once how many could not be loaded, with Retry', async () => {
    let failing = true;
    const api = createStatisticsApi();
    api.on('GET', '/api/v1/statistics/countiesIrregularities', (request) =>
      failing
        ? { status: 500, body: { status: 500 } }
        : { body: { data: rankedValues(3), page: Number(request.query.page), pageSize: 5, totalItems: 3, totalPages: 1 } },
    );
    api.on('GET', '/api/v1/statistics/pollingStationIrregularities', { status: 500, body: { status: 500 } });
    const { user } = renderArea('', { http: api.http });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 statistics could not be loaded. The server had a problem. Try again in a moment.');
    expect(cards()).toHaveLength(5);
    expect(screen.queryByRole('region', { name: 'Irregularities by county' })).not.toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('1 statistic could not be loaded.'));
    expect(card('Irregularities by county')).toBeInTheDocument();
    expect(api.calls().slice(7).sort()).toEqual(['countiesIrregularities 1/5', 'pollingStationIrregularities 1/5']);
  });

  it('says a 403 in place', async () => {
    const api = createStatisticsApi();
    api.on('GET', /statistics/, { status: 403 });
    renderArea('', { http: api.http });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        expect.stringContaining('7 statistics could not be loaded. You do not have permission to see or do this.'),
        expect.stringContaining('The ranking could not be loaded. You do not have permission to see or do this.'),
      ]),
    );
  });

  it('says there is nothing to rank yet when every statistic is empty, and names the empty ones otherwise', async () => {
    const empty = createStatisticsApi({}, {}, []);
    const first = renderArea('', { http: empty.http });
    expect(await screen.findByRole('heading', { name: 'Nothing to rank yet' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    first.unmount();

    const some = createStatisticsApi({ countiesOpeningIrregularities: [], pollingStationOpeningIrregularities: [] });
    renderArea('', { http: some.http });
    expect(
      await screen.findByText(
        'Not shown, because they have no values yet: Irregularities at opening, by county and Irregularities at opening, by polling station.',
      ),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(5);
  });

  it("'See complete list' opens a modal with 20 values fetched with page size 20, and gives focus back on close", async () => {
    const api = createStatisticsApi({ pollingStationIrregularities: rankedValues(43, 'Station') });
    const { user } = renderArea('', { http: api.http });
    await waitFor(() => expect(cards()).toHaveLength(7));
    const opener = within(card('Irregularities by polling station')).getByRole('button', {
      name: 'See complete list: Irregularities by polling station',
    });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Irregularities by polling station' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(20));
    expect(api.calls().slice(7)).toEqual(['pollingStationIrregularities 1/20']);
    expect(within(dialog).getByText("The first 20 of 43 values. The statistic's page has them all.")).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: "Open the statistic's page" })).toHaveAttribute('href', '/statistics/sesizari-sectii');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('fresh figures on the dashboard', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-05-10T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('refreshes every minute in place: focus stays where it is and the open modal stays open', async () => {
    let round = 1;
    const api = createStatisticsApi();
    api.on('GET', /statistics\/(?!anomalies)\w+$/, (request) => ({
      body: {
        data: rankedValues(Number(request.query.pageSize)).map((row) => ({ ...row, value: row.value * round })),
        page: 1,
        pageSize: Number(request.query.pageSize),
        totalItems: 30,
        totalPages: 2,
      },
    }));
    renderArea('', { http: api.http });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(cards()).toHaveLength(7);
    fireEvent.click(within(card('Observers by county')).getByRole('button', { name: /See complete list/ }));
    const dialog = screen.getByRole('dialog', { name: 'Observers by county' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('200');
    round = 2;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    // 7 cards + the list open in the modal, asked again.
    expect(api.calls()).toHaveLength(16);
    expect(screen.getByRole('dialog', { name: 'Observers by county' })).toBe(dialog);
    expect(close).toHaveFocus();
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('400');
  });

  it('gives focus to the heading when the card that opened the modal was hidden by a failed refresh', async () => {
    let failing = false;
    const api = createStatisticsApi();
    api.on('GET', '/api/v1/statistics/observerNumber', (request) =>
      failing
        ? { status: 500, body: { status: 500 } }
        : { body: { data: rankedValues(3), page: 1, pageSize: Number(request.query.pageSize), totalItems: 3, totalPages: 1 } },
    );
    renderArea('', { http: api.http });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    const opener = within(card('Observers by county')).getByRole('button', { name: /See complete list/ });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Observers by county' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    failing = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.queryByRole('region', { name: 'Observers by county' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toHaveFocus();
  });

  it('keeps the cards on screen while the minute timer reloads them, so a focused button keeps focus', async () => {
    const api = createStatisticsApi();
    renderArea('', { http: api.http });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    const button = within(card('Irregularities by county')).getByRole('button', { name: /See complete list/ });
    button.focus();
    // The next answers take a second, so the screen can be seen while they are on their way.
    api.on('GET', /statistics\/\w+$/, (request) => {
      const body = { data: rankedValues(3), page: 1, pageSize: Number(request.query.pageSize), totalItems: 3, totalPages: 1 };
      return new Promise((resolve) => setTimeout(() => resolve({ body }), 1_000));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(api.calls()).toHaveLength(14);
    expect(cards()).toHaveLength(7);
    expect(button).toHaveFocus();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(button).toHaveFocus();
    expect(within(card('Irregularities by county')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('Refresh asks again at once and shows the time of the figures', async () => {
    const api = createStatisticsApi();
    renderArea('', { http: api.http });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Updated at')).toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    refresh.focus();
    fireEvent.click(refresh);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(api.calls()).toHaveLength(14);
    expect(refresh).toHaveFocus();
    expect(screen.getByText('The figures are up to date.')).toBeInTheDocument();
  });

  it('a Refresh that fails is announced as a failure, never as up to date', async () => {
    let failing = false;
    const api = createStatisticsApi();
    api.on('GET', '/api/v1/statistics/countiesIrregularities', (request) =>
      failing
        ? { status: 500, body: { status: 500 } }
        : { body: { data: rankedValues(3), page: Number(request.query.page), pageSize: 5, totalItems: 3, totalPages: 1 } },
    );
    renderArea('', { http: api.http });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('1 list could not be updated.')).toBeInTheDocument();
    expect(screen.queryByText('The figures are up to date.')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 statistic could not be loaded.');
  });
});
