import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FORM_E, RESULTS_E } from '../testing/fixtures';
import { renderArea } from '../testing/renderStatistics';
import { createStatisticsApi } from '../testing/statisticsApi';

const QUESTIONS = '/api/v1/statistics/questions';

function resultsApi() {
  return createStatisticsApi()
    .on('GET', '/api/v1/form/5', { body: FORM_E })
    .on('GET', '/api/v1/county', { body: [{ id: 1, code: 'CJ', name: 'Cluj', limit: 900, order: 1, diaspora: false }] })
    .on('GET', QUESTIONS, { body: RESULTS_E })
    .on('GET', '/api/v1/statistics/questions/42/text', {
      body: {
        data: [
          {
            observerId: 7,
            observerName: 'Ana Pop',
            pollingStationId: 1,
            countyCode: 'CJ',
            pollingStationNumber: 12,
            optionId: 85,
            text: 'No ink',
            lastModified: '2026-11-08T07:31:00.000Z',
          },
        ],
        page: 1,
        pageSize: 10,
        totalItems: 1,
        totalPages: 1,
      },
    });
}

const questionRequests = (api: ReturnType<typeof resultsApi>) => api.requests.filter((request) => request.path === QUESTIONS);

describe('a form’s results', () => {
  it('counts every option with its share and flagged count in words, each bar a link to exactly its threads', async () => {
    const api = resultsApi();
    const { user, services } = renderArea('/forms/5?county=CJ&urgente=true', { http: api.http });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results: E Ballot box' })).toBeInTheDocument();
    const question = await screen.findByRole('article', { name: 'E1-1 Was the ballot box sealed?' });
    expect(question).toHaveTextContent('40 threads answered.');
    const [yes, no] = within(question).getAllByRole('link');
    expect(yes).toHaveTextContent('Yes34 threads (85%)');
    expect(no).toHaveTextContent('No6 threads (15%), 6 flagged');
    expect(no).toHaveAttribute('href', '/answers?county=CJ&urgente=true&formId=5&questionId=41&optionId=82');
    await user.click(no!);
    expect(services.navigate).toHaveBeenCalledWith('/answers?county=CJ&urgente=true&formId=5&questionId=41&optionId=82');
    expect(questionRequests(api)[0]?.query).toEqual({ formId: '5', county: 'CJ', urgent: 'true' });
    expect(screen.getByRole('article', { name: 'E1-2 What was missing?' })).toHaveTextContent('Several options may be chosen');
  });

  it('applies the filters into the address and asks again with them; a range backwards is refused on its field', async () => {
    const api = resultsApi();
    const { user } = renderArea('/forms/5', { http: api.http });
    await screen.findByRole('article', { name: 'E1-1 Was the ballot box sealed?' });
    await user.type(screen.getByRole('textbox', { name: 'From polling station' }), '20');
    await user.type(screen.getByRole('textbox', { name: 'To polling station' }), '10');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The last polling station must not come before the first.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /To polling station/ })).toHaveValue('10');
    expect(questionRequests(api)).toHaveLength(1);
    await user.clear(screen.getByRole('textbox', { name: /To polling station/ }));
    await user.type(screen.getByRole('textbox', { name: /To polling station/ }), '200');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Follow-up' }), 'needed');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(questionRequests(api).at(-1)?.query).toEqual({
        formId: '5',
        fromPollingStationNumber: '20',
        toPollingStationNumber: '200',
        followUp: 'needed',
      }),
    );
    const link = within(screen.getByRole('article', { name: 'E1-1 Was the ballot box sealed?' })).getAllByRole('link')[0];
    expect(link).toHaveAttribute(
      'href',
      '/answers?fromPollingStationNumber=20&toPollingStationNumber=200&followUp=needed&formId=5&questionId=41&optionId=81',
    );
  });

  it('shows a question as a table on request, and keeps that view when the figures refresh a minute later', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-08T08:00:00Z') });
    try {
      const api = resultsApi();
      renderArea('/forms/5', { http: api.http });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      const question = screen.getByRole('article', { name: 'E1-1 Was the ballot box sealed?' });
      fireEvent.click(within(question).getByRole('button', { name: 'Table' }));
      expect(within(question).getAllByRole('row')[2]).toHaveTextContent('No615%6');
      api.on('GET', QUESTIONS, {
        body: [
          {
            ...RESULTS_E[0],
            total: 41,
            options: [
              { optionId: 81, count: 34, flagged: 0 },
              { optionId: 82, count: 7, flagged: 7 },
            ],
          },
        ],
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(59_000);
      });
      expect(questionRequests(api)).toHaveLength(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(questionRequests(api)).toHaveLength(2);
      expect(within(question).getAllByRole('row')[2]).toHaveTextContent('No717.1%7');
      expect(within(question).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a failed refresh over the figures it could not replace, with Retry', async () => {
    const api = resultsApi();
    const { user } = renderArea('/forms/5', { http: api.http });
    await screen.findByRole('article', { name: 'E1-1 Was the ballot box sealed?' });
    api.on('GET', QUESTIONS, { status: 500, body: { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The results could not be loaded.');
    expect(screen.getByRole('article', { name: 'E1-1 Was the ballot box sealed?' })).toHaveTextContent('40 threads answered.');
  });

  it('pages the written answers of a free-text option, with their observer and station', async () => {
    const api = resultsApi();
    const { user } = renderArea('/forms/5?county=CJ', { http: api.http });
    const question = await screen.findByRole('article', { name: 'E1-2 What was missing?' });
    await user.click(within(question).getByRole('button', { name: 'Show written answers' }));
    const texts = await within(question).findByRole('region', { name: 'Written answers to E1-2' });
    expect(await within(texts).findByText('No ink')).toBeInTheDocument();
    expect(texts).toHaveTextContent('Ana Pop, county CJ, station 12');
    expect(api.requests.find((request) => request.path.endsWith('/42/text'))?.query).toEqual({ county: 'CJ', page: '1', pageSize: '10' });
  });

  it('says in Romanian what a bar counts', async () => {
    const api = resultsApi();
    renderArea('/forms/5', { http: api.http, language: 'ro' });
    const question = await screen.findByRole('article', { name: 'E1-1 Was the ballot box sealed?' });
    expect(question).toHaveTextContent('Au răspuns 40 de fire.');
    expect(within(question).getAllByRole('link')[1]).toHaveTextContent(/6 fire \(15\s%\), 6 semnalate/);
  });
});
