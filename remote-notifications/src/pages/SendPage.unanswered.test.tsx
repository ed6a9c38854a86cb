import { screen, waitFor, within } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import type { TestHttp } from '@observatory/shared/testing';
import { COUNTIES, pageOf } from '../testing/fixtures';
import { renderArea } from '../testing/renderNotifications';

/** Sends to everyone; the first send gets `firstReply`, every later one succeeds. */
function api(firstReply: 'network-error' | { status: number; body?: unknown }): TestHttp {
  let sends = 0;
  return createTestHttp()
    .on('GET', '/api/v1/observer/count', { body: 812 })
    .on('GET', '/api/v1/county', { body: COUNTIES })
    .on('GET', '/api/v1/notification/get/all', { body: pageOf([]) })
    .on('POST', '/api/v1/notification/send/all', () => {
      sends += 1;
      return sends === 1 ? firstReply : { status: 202, body: { sent: 812 } };
    });
}

const posts = (http: TestHttp) => http.requests.filter((request) => request.method === 'POST');
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const NOTICE =
  'Your last send may have gone through: no answer came from the server. Check the history of sent notifications before sending it again. Your text is kept.';
/** The notice is one alert whose sentence holds a link, so it is found by the alert's whole text. */
const notice = () => screen.queryAllByRole('alert').find((alert) => alert.textContent === NOTICE);
const RESEND = 'This text may already have been sent: the last attempt got no answer. Send it again only if the history does not show it.';

async function writeAndSend(user: ReturnType<typeof renderArea>['user']) {
  await screen.findByText(/812 observers/);
  await user.click(screen.getByRole('textbox', { name: /^Title/ }));
  await user.paste('Opening');
  await user.click(screen.getByRole('textbox', { name: /^Message/ }));
  await user.paste('Fill in form A by 8:00.');
  await user.click(sendButton());
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('SendPage when a send gets no answer', () => {
  it.each([
    ['the connection fails or the time runs out', 'network-error' as const],
    ['a gateway gives up waiting (504)', { status: 504 }],
  ])('says it may have been sent when %s, keeps the text and makes a re-send deliberate', async (_case, reply) => {
    const http = api(reply);
    const { user, services } = renderArea('', { http: http.http });
    await writeAndSend(user);

    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'warning',
      title: 'Not confirmed',
      message:
        'The notification may have been sent: no answer came from the server (the connection failed or it took too long). Check the history before sending it again.',
    });
    expect(services.toasts.show).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }));
    expect(screen.queryByText(/you can send it again/)).not.toBeInTheDocument();
    expect(notice()).toBeDefined();
    expect(within(notice()!).getByRole('link', { name: 'history of sent notifications' })).toHaveAttribute(
      'href',
      '/notifications/history',
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Opening');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Fill in form A by 8:00.');

    // Sending the same text again is confirmed as a re-send, with Cancel still first.
    await user.click(sendButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Send this notification?' });
    expect(dialog).toHaveTextContent(RESEND);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send again anyway' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(''));
    expect(posts(http)).toHaveLength(2);
    // Once a send is confirmed, nothing is uncertain any more.
    expect(notice()).toBeUndefined();
  });

  it('still says so after a visit to the history, and a new text is an ordinary send', async () => {
    const http = api('network-error');
    const { user } = renderArea('', { http: http.http });
    await writeAndSend(user);
    await user.click(screen.getByRole('link', { name: 'history of sent notifications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notification history' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sending' }));
    await screen.findByRole('combobox', { name: 'County' });
    expect(notice()).toBeDefined();

    await user.click(screen.getByRole('textbox', { name: /^Title/ }));
    await user.paste('Closing');
    await user.click(screen.getByRole('textbox', { name: /^Message/ }));
    await user.paste('Counting starts at 21:00.');
    await user.click(sendButton());
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).not.toHaveTextContent(RESEND);
    expect(within(dialog).getByRole('button', { name: 'Send now' })).toBeInTheDocument();
  });

  it('calls an answer of the API a failure: not sent, try again', async () => {
    const http = api({ status: 503, body: { status: 503 } });
    const { user } = renderArea('', { http: http.http });
    await writeAndSend(user);
    expect(
      screen.getByText(
        'The notification could not be sent. The server had a problem. Try again in a moment. Your text is kept: you can send it again.',
      ),
    ).toBeInTheDocument();
    expect(notice()).toBeUndefined();
    await user.click(sendButton());
    expect(screen.getByRole('alertdialog')).not.toHaveTextContent(RESEND);
  });
});
