import { screen, waitFor, within } from '@testing-library/react';
import { rankedValues } from '../testing/fixtures';
import { renderArea } from '../testing/renderStatistics';
import { createStatisticsApi } from '../testing/statisticsApi';
import { pageFromQuery } from './StatisticPage';

/** The ranked rows (the pagination is a list too). */
const rows = () => within(screen.getByRole('list', { name: /highest first$/ })).getAllByRole('listitem');

describe('one statistic in full', () => {
  it('shows pages of 20 with the shared pagination, ranks continuing and bars measured against the largest value', async () => {
    const api = createStatisticsApi({ countiesByCountingIrregularities: rankedValues(45) });
    const { user, container } = renderArea('/sesizari-numarare-judete', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Irregularities at vote counting, by county' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText('Showing 1 to 20 of 45')).toBeInTheDocument();
    expect(api.calls().sort()).toEqual(['countiesByCountingIrregularities 1/20', 'countiesByCountingIrregularities 1/5']);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByText('Showing 41 to 45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /highest first$/ })).toHaveAttribute('start', '41');
    expect(rows()[0]).toHaveTextContent('County 4150 irregularities');
    // Measured against the statistic's largest (450), not this page's (50).
    const fill = container.querySelector<HTMLElement>('.obs-statistics-bars__fill');
    expect(fill?.style.width).toBe(`${(50 / 450) * 100}%`);
    expect(api.calls()).toContain('countiesByCountingIrregularities 3/20');
  });

  it('opens at the page in the address', async () => {
    const api = createStatisticsApi({ observerNumber: rankedValues(45) });
    renderArea('/numar-observatori?page=2', { http: api.http, language: 'ro' });
    expect(await screen.findByText('Se afișează de la 21 la 40 din 45')).toBeInTheDocument();
    expect(api.calls()).toContain('observerNumber 2/20');
    expect(screen.getByRole('link', { name: 'Înapoi la statistici' })).toHaveAttribute('href', '/statistics');
  });

  it('shows the error with Retry when the page cannot be loaded', async () => {
    let failing = true;
    const api = createStatisticsApi();
    api.on('GET', '/api/v1/statistics/pollingStationIrregularities', (request) =>
      failing
        ? 'network-error'
        : { body: { data: rankedValues(2), page: Number(request.query.page), pageSize: 20, totalItems: 2, totalPages: 1 } },
    );
    const { user } = renderArea('/sesizari-sectii', { http: api.http });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The values could not be loaded. The server could not be reached.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('keeps the pagination, and the focus on the page button pressed, when that page fails to load', async () => {
    const api = createStatisticsApi({ countiesByCountingIrregularities: rankedValues(45) });
    api.on('GET', '/api/v1/statistics/countiesByCountingIrregularities', (request) =>
      request.query.page === '2'
        ? { status: 500, body: { status: 500 } }
        : { body: { data: rankedValues(20), page: Number(request.query.page), pageSize: 20, totalItems: 45, totalPages: 3 } },
    );
    const { user } = renderArea('/sesizari-numarare-judete', { http: api.http });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const next = screen.getByRole('button', { name: 'Page 2' });
    await user.click(next);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('says when the statistic has no values yet', async () => {
    const api = createStatisticsApi({}, {}, []);
    renderArea('/sesizari-judete', { http: api.http });
    expect(await screen.findByRole('heading', { name: 'Nothing to rank yet' })).toBeInTheDocument();
  });

  it('gives an unknown key a clear not-found message inside the area, without asking the API', () => {
    const api = createStatisticsApi();
    renderArea('/toString', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'This statistic does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to statistics' })).toHaveAttribute('href', '/statistics');
    expect(api.calls()).toEqual([]);
  });

  it('reads the page number from the address, defaulting to 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'x']) expect(pageFromQuery(value)).toBe(1);
  });
});
