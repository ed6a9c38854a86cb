import { ApiError } from '@observatory/shared/http';
import { mayHaveBeenSent } from './sendFailure';

const failure = (status: number, network = false) =>
  new ApiError({ status, title: network ? 'Network Error' : `HTTP ${status}`, fieldErrors: {}, network, aborted: false });

describe('mayHaveBeenSent', () => {
  it('is true when no answer came: a lost connection or a timeout', () => {
    expect(mayHaveBeenSent(failure(0, true))).toBe(true);
    expect(mayHaveBeenSent(new ApiError({ status: 0, title: 'Timeout', fieldErrors: {}, network: true, aborted: false }))).toBe(true);
  });

  it('is true for a gateway timeout and for anything that is not an answer of the API', () => {
    expect(mayHaveBeenSent(failure(504))).toBe(true);
    expect(mayHaveBeenSent(new Error('unexpected'))).toBe(true);
  });

  it('is false when the API answered with a refusal or its own failure', () => {
    for (const status of [400, 403, 404, 500, 502, 503]) expect(mayHaveBeenSent(failure(status))).toBe(false);
  });
});
