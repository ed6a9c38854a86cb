import { screen, waitFor, within } from '@testing-library/react';
import { createAnswersApi, requestsTo } from '../testing/answersApi';
import type { FormSection } from '@observatory/shared/model';
import type { CompletedAnswerGroup } from '../api/types';
import { FILLED_IN, FORM_A, makeNote, makeThread, pageOf } from '../testing/fixtures';
import { renderArea } from '../testing/renderAnswers';

const DETAILS = '/answers/details/7/100';

/** A form taken off publication after the observer answered it: "Da" on its one question is flagged. */
const OLD_FORM: FormSection[] = [
  {
    id: 90,
    code: 'V1',
    description: 'Vechi',
    questions: [
      {
        id: 901,
        code: 'V1-1',
        text: 'Au fost incidente?',
        questionType: 1,
        optionsToQuestions: [
          { optionId: 9001, text: 'Da', isFreeText: false, flagged: true },
          { optionId: 9002, text: 'Nu', isFreeText: false, flagged: false },
        ],
      },
    ],
  },
];
const OLD_ANSWER: CompletedAnswerGroup = {
  id: 901,
  formId: 9,
  formCode: 'VECHI',
  questionCode: 'V1-1',
  text: 'Au fost incidente?',
  questionTypeId: 1,
  answers: [{ optionId: 9001, text: 'Da', isFreeText: false, value: null, flagged: true }],
};

describe('ThreadDetailsPage', () => {
  it('opens from a link beside the list: check-in, follow-up and the first form, answered', async () => {
    const api = createAnswersApi();
    renderArea(DETAILS, { http: api.http });
    const pane = await screen.findByRole('article', { name: /Alba 12/ });
    expect(within(pane).getByText('Phone:')).toBeInTheDocument();
    // The check-in is its own request: the pane may show before it (the details are their own chunk).
    expect((await within(pane).findByText('Arrival')).nextSibling).toHaveTextContent(/18\/05\/2026/);
    expect(within(pane).getByText('Departure').nextSibling).toHaveTextContent('Not recorded');
    expect(within(pane).getByText('Urban area').nextSibling).toHaveTextContent('Yes');
    expect(within(pane).getByText('Woman president').nextSibling).toHaveTextContent('No');
    const tabs = await within(pane).findAllByRole('tab');
    // Each tab says in words what the thread holds there (from filledIn), before it is opened.
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Deschiderea secției (A) 2 answered, 2 flagged', 'Votarea (B) no answers']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const question = await within(pane).findByRole('article', { name: /A1-1/ });
    expect(within(question).getByText('Flagged answer')).toBeInTheDocument();
    expect(within(question).getByText('Nu').closest('li')).toHaveTextContent('Nu(chosen)Flagged');
    expect(within(question).getByText('Da').closest('li')).toHaveTextContent('Da(not chosen)');
    expect(within(pane).getByRole('article', { name: /A1-3/ })).toHaveTextContent('Not answered');
    expect(within(pane).getByText('Sigiliul era rupt.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.map((request) => request.path).sort()).toEqual([
        '/api/v1/answers',
        '/api/v1/answers/filledIn',
        '/api/v1/answers/pollingStationInfo',
        '/api/v1/county',
        '/api/v1/form',
        '/api/v1/form/1',
        '/api/v2/note',
      ]),
    );
  });

  it('opening a thread from the list costs five requests and takes the focus', async () => {
    const api = createAnswersApi();
    const { user } = renderArea('/answers', { http: api.http });
    await user.click(await screen.findByRole('link', { name: /Alba 12/ }));
    const heading = await screen.findByRole('heading', { level: 2, name: /Alba 12/ });
    await screen.findByRole('article', { name: /A1-1/ });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: /Alba 12/ })).toHaveAttribute('aria-current', 'page');
    const details = api.requests.slice(2).map((request) => request.path);
    expect(details.sort()).toEqual([
      '/api/v1/answers/filledIn',
      '/api/v1/answers/pollingStationInfo',
      '/api/v1/form',
      '/api/v1/form/1',
      '/api/v2/note',
    ]);
  });

  it('gives answers to a form no longer published a tab of their own, named by its code and marked so', async () => {
    const api = createAnswersApi()
      .on('GET', '/api/v1/answers/filledIn', { body: [...FILLED_IN, OLD_ANSWER] })
      .on('GET', '/api/v1/form/9', { body: OLD_FORM });
    const { user } = renderArea(DETAILS, { http: api.http });
    await screen.findByRole('article', { name: /A1-1/ });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Deschiderea secției (A) 2 answered, 2 flagged',
      'Votarea (B) no answers',
      'VECHI (not published) 1 answered, 1 flagged',
    ]);
    // Nothing more is asked until that tab is chosen.
    expect(requestsTo(api, '/api/v1/form/9')).toHaveLength(0);
    await user.click(tabs[2]!);
    const question = await screen.findByRole('article', { name: /V1-1/ });
    expect(within(question).getByText('Flagged answer')).toBeInTheDocument();
    expect(within(question).getByText('Da').closest('li')).toHaveTextContent('Da(chosen)Flagged');
    expect(requestsTo(api, '/api/v1/form/9')).toHaveLength(1);
  });

  it('says what each tab holds in Romanian too, and marks an unpublished form “nepublicat”', async () => {
    const api = createAnswersApi()
      .on('GET', '/api/v1/answers/filledIn', { body: [...FILLED_IN, OLD_ANSWER] })
      .on('GET', '/api/v1/form/9', { body: OLD_FORM });
    renderArea(DETAILS, { http: api.http, language: 'ro' });
    await screen.findByRole('article', { name: /A1-1/ });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Deschiderea secției (A) 2 întrebări cu răspuns, 2 semnalate',
      'Votarea (B) niciun răspuns',
      'VECHI (nepublicat) 1 întrebare cu răspuns, 1 semnalată',
    ]);
  });

  it('loads another form when its tab is chosen by arrow keys, and each form only once', async () => {
    const api = createAnswersApi();
    const { user } = renderArea(DETAILS, { http: api.http });
    const first = await screen.findByRole('tab', { name: /^Deschiderea secției \(A\)/ });
    await screen.findByRole('article', { name: /A1-1/ });
    first.focus();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: /^Votarea \(B\)/ });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: /B1-1/ })).toHaveTextContent('Not answered');
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await screen.findByRole('article', { name: /A1-1/ });
    await user.keyboard('{End}');
    expect(second).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    expect(requestsTo(api, '/api/v1/form/1')).toHaveLength(1);
    expect(requestsTo(api, '/api/v1/form/2')).toHaveLength(1);
  });

  it('shows notes under their question, the others as general notes, and hides them on demand', async () => {
    const api = createAnswersApi().on('GET', '/api/v2/note', {
      body: [
        makeNote({ id: 1, text: 'Under A1-1' }),
        makeNote({ id: 2, text: 'About the whole station', questionId: null, formId: null, formCode: null }),
      ],
    });
    const { user } = renderArea(DETAILS, { http: api.http });
    const question = await screen.findByRole('article', { name: /A1-1/ });
    expect(within(question).getByRole('list', { name: 'Notes on question A1-1' })).toHaveTextContent('Under A1-1');
    const general = screen.getByRole('region', { name: 'General notes' });
    expect(general).toHaveTextContent('About the whole station');
    const toggle = screen.getByRole('button', { name: 'Notes (2)' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(screen.queryByText('Under A1-1')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'General notes' })).not.toBeInTheDocument();
  });

  it('has no notes button when there are no notes', async () => {
    const api = createAnswersApi().on('GET', '/api/v2/note', { body: [] });
    renderArea(DETAILS, { http: api.http });
    await screen.findByRole('article', { name: /A1-1/ });
    expect(screen.queryByRole('button', { name: /Notes/ })).not.toBeInTheDocument();
  });

  it('says when the observer never checked in (204)', async () => {
    const api = createAnswersApi().on('GET', '/api/v1/answers/pollingStationInfo', { status: 204 });
    renderArea(DETAILS, { http: api.http });
    expect(await screen.findByText('No check-in recorded at this polling station.')).toBeInTheDocument();
  });

  it('shows a failure with Retry that reads the thread again for that observer and station', async () => {
    const api = createAnswersApi().on('GET', '/api/v1/answers/filledIn', { status: 500 });
    const { user } = renderArea(DETAILS, { http: api.http });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This thread could not be loaded. The server had a problem.');
    api.on('GET', '/api/v1/answers/filledIn', { body: [] });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /A1-1/ })).toHaveTextContent('Not answered');
    expect(requestsTo(api, '/api/v1/answers/filledIn').at(-1)?.query).toEqual({ pollingStationId: '100', observerId: '7' });
  });

  it('says "not yours to see" for another NGO’s thread (404) in place', async () => {
    const api = createAnswersApi()
      .on('GET', '/api/v1/answers/filledIn', { status: 404 })
      .on('GET', '/api/v1/answers', { body: pageOf([]) });
    renderArea(DETAILS, { http: api.http });
    expect(await screen.findByRole('alert')).toHaveTextContent('What you asked for no longer exists, or is not yours to see.');
  });

  it('looks the thread up when the list does not hold it (a link to an older thread)', async () => {
    const api = createAnswersApi().on('GET', '/api/v1/answers', (request) =>
      request.query.observerId === '7'
        ? { body: pageOf([makeThread({ observerName: 'Found by lookup' })]) }
        : { body: pageOf([makeThread({ observerId: 1 })]) },
    );
    renderArea(DETAILS, { http: api.http });
    expect(await screen.findByRole('heading', { level: 2, name: /Found by lookup/ })).toBeInTheDocument();
  });

  it('says in place, with Retry, when the lookup of a thread the list does not hold fails', async () => {
    let lookupFails = true;
    const api = createAnswersApi().on('GET', '/api/v1/answers', (request) => {
      if (request.query.observerId !== '7') return { body: pageOf([makeThread({ observerId: 1 })]) };
      return lookupFails
        ? { status: 503 }
        : { body: pageOf([makeThread({ followUp: 'needed', followUpBy: 'ana', followUpAt: '2026-05-18T08:00:00.000Z' })]) };
    });
    const { user } = renderArea(DETAILS, { http: api.http });
    await screen.findByRole('article', { name: /A1-1/ });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The follow-up of this thread could not be loaded.');
    expect(screen.queryByRole('region', { name: 'Follow-up' })).not.toBeInTheDocument();
    lookupFails = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const panel = await screen.findByRole('region', { name: 'Follow-up' });
    expect(panel).toHaveTextContent('Needs follow-up Set by ana');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends people to the notifications screen with the observer preselected', async () => {
    const api = createAnswersApi();
    const { user, services } = renderArea(DETAILS, { http: api.http });
    await user.click(await screen.findByRole('button', { name: 'Message this observer' }));
    expect(services.navigate).toHaveBeenCalledWith('/notifications?toObserverIds=%5B7%5D');
  });

  it('says "Nothing selected" after Close, keeping the filters', async () => {
    const api = createAnswersApi();
    const { user } = renderArea(`${DETAILS}?county=AB`, { http: api.http });
    await user.click(await screen.findByRole('link', { name: 'Close details' }));
    expect(await screen.findByRole('heading', { name: 'Nothing selected' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveValue('AB');
    // The link the keyboard was on is gone: the keyboard goes to the thread's row.
    expect(screen.getByRole('link', { name: /Alba 12/ })).toHaveFocus();
  });

  it('after Close, the keyboard goes to the list’s heading when the list does not show the thread', async () => {
    const api = createAnswersApi().on('GET', '/api/v1/answers', (request) =>
      request.query.observerId === '7' ? { body: pageOf([makeThread()]) } : { body: pageOf([makeThread({ observerId: 1 })]) },
    );
    const { user } = renderArea(DETAILS, { http: api.http });
    await screen.findByRole('heading', { level: 2, name: /Alba 12/ });
    await user.click(screen.getByRole('link', { name: 'Close details' }));
    await screen.findByRole('heading', { name: 'Nothing selected' });
    expect(screen.getByRole('heading', { level: 1, name: 'Answers' })).toHaveFocus();
  });

  it('opens under /urgents beside the urgent list', async () => {
    const api = createAnswersApi();
    renderArea('/urgents/details/7/100', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Urgent answers' })).toBeInTheDocument();
    await screen.findByRole('article', { name: /A1-1/ });
    expect(requestsTo(api, '/api/v1/answers')[0]?.query).toMatchObject({ urgent: 'true' });
  });

  it('says a malformed link names no thread', async () => {
    const api = createAnswersApi();
    renderArea('/answers/details/abc/1', { http: api.http });
    expect(await screen.findByRole('heading', { name: 'This link does not name a thread.' })).toBeInTheDocument();
  });

  it('a form that fails to load says so in its tab, with Retry', async () => {
    const api = createAnswersApi().on('GET', '/api/v1/form/1', { status: 500 });
    const { user } = renderArea(DETAILS, { http: api.http });
    const alert = await within(await screen.findByRole('tabpanel')).findByRole('alert');
    expect(alert).toHaveTextContent('This form could not be loaded.');
    api.on('GET', '/api/v1/form/1', { body: FORM_A });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /A1-1/ })).toBeInTheDocument();
  });
});
