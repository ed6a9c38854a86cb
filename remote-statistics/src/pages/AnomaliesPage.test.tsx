import { screen, waitFor, within } from '@testing-library/react';
import { ANOMALIES, FORMS, anomalyPage } from '../testing/fixtures';
import { renderArea } from '../testing/renderStatistics';
import { createStatisticsApi } from '../testing/statisticsApi';

const ANOMALIES_PATH = '/api/v1/statistics/anomalies';
const asked = (api: ReturnType<typeof createStatisticsApi>) =>
  api.requests.filter((request) => request.path === ANOMALIES_PATH).map((request) => request.query);

describe('the anomaly ranking', () => {
  it('names each station, its figures and why it stands out, with a link to the threads behind each reason', async () => {
    const api = createStatisticsApi();
    renderArea('/anomalies', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Stations that stand out' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Stations that stand out' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Cluj 112');
    expect(rows[0]).toHaveTextContent('Score 4.1: 43% of 14 answers flagged, against 14% around it.');
    expect(rows[0]).toHaveTextContent("3.1× the county's flag rate over 14 answers (6 flagged)");
    expect(within(rows[0]!).getByRole('link', { name: /See the threads/ })).toHaveAttribute(
      'href',
      '/answers?county=CJ&pollingStationNumber=112&urgente=true',
    );
    expect(rows[1]).toHaveTextContent('2 observers disagree on A2-1');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/answers?county=AB&pollingStationNumber=7&questionId=12');
    expect(rows[2]).toHaveTextContent('4 urgent notes within 20 min');
    expect(asked(api)).toEqual([{ level: 'station', page: '1', pageSize: '20' }]);
  });

  it('says the reasons in Romanian', async () => {
    const api = createStatisticsApi();
    renderArea('/anomalies', { http: api.http, language: 'ro' });
    const list = await screen.findByRole('list', { name: 'Secții care ies în evidență' });
    expect(list).toHaveTextContent('3,1× rata de semnalări a județului, la 14 răspunsuri (6 semnalate)');
    expect(list).toHaveTextContent('2 observatori răspund diferit la A2-1');
    expect(list).toHaveTextContent('4 note urgente în 20 min');
  });

  it('ranks counties or one form on request, kept in the address', async () => {
    const api = createStatisticsApi();
    const { user } = renderArea('/anomalies', { http: api.http });
    await screen.findByRole('list', { name: 'Stations that stand out' });
    api.on('GET', ANOMALIES_PATH, {
      body: anomalyPage([
        {
          label: 'Cluj',
          score: 2.5,
          rate: 0.3,
          baseline: 0.12,
          answers: 300,
          countyCode: 'CJ',
          reasons: [{ code: 'disagreement', params: { stations: 3 } }],
        },
      ]),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rank' }), 'county');
    await screen.findByText('observers disagree at 3 stations');
    expect(screen.getByRole('link', { name: /See the threads/ })).toHaveAttribute('href', '/answers?county=CJ');
    await screen.findByRole('option', { name: `E ${FORMS[1]!.description}` });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Form' }), '5');
    await waitFor(() => expect(asked(api).at(-1)).toEqual({ level: 'county', formId: '5', page: '1', pageSize: '20' }));
  });

  it('says when nothing stands out', async () => {
    const api = createStatisticsApi().on('GET', ANOMALIES_PATH, { body: anomalyPage([]) });
    renderArea('/anomalies', { http: api.http });
    expect(await screen.findByRole('heading', { name: 'Nothing stands out' })).toBeInTheDocument();
  });
});

describe('the dashboard’s cards that explain', () => {
  it('lists the published forms, each leading to its results, and the three stations that stand out most', async () => {
    const api = createStatisticsApi();
    const { user } = renderArea('', { http: api.http });
    const results = await screen.findByRole('region', { name: 'Answers per question' });
    const top = screen.getByRole('region', { name: 'Stations that stand out' });
    await within(top).findByText('Cluj 112');
    expect(within(top).getByRole('link', { name: 'See the whole ranking' })).toHaveAttribute('href', '/statistics/anomalies');
    expect(asked(api)).toEqual([{ level: 'station', page: '1', pageSize: '3' }]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(asked(api)).toHaveLength(2));
    await user.click(await within(results).findByRole('link', { name: 'E Ballot box' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results: E Ballot box' })).toBeInTheDocument();
    expect(ANOMALIES).toHaveLength(3);
  });
});
