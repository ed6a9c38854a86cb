import { createTestHttp } from '@observatory/shared/testing';
import { makeObserver, pageOf } from '../testing/fixtures';
import { findObserver, isPhoneKey } from './findObserver';

describe('findObserver', () => {
  it('looks an id up with GET /api/v1/observer?id=', async () => {
    const observer = makeObserver({ id: 42, phone: '0722000042' });
    const { http, requests, on } = createTestHttp();
    on('GET', '/api/v1/observer', { body: pageOf([observer]) });
    await expect(findObserver(http, '42')).resolves.toEqual(observer);
    expect(requests[0]).toMatchObject({ path: '/api/v1/observer', query: { id: '42' } });
  });

  it('gives null for an id that is not the caller’s to see (an empty page)', async () => {
    const { http, on } = createTestHttp();
    on('GET', '/api/v1/observer', { body: pageOf([]) });
    await expect(findObserver(http, '999')).resolves.toBeNull();
  });

  it('resolves an old phone link with ?Number=, keeping only one exact match', async () => {
    const near = makeObserver({ id: 1, phone: '07220000011' });
    const exact = makeObserver({ id: 2, phone: '0722000001' });
    const { http, requests, on } = createTestHttp();
    on('GET', '/api/v1/observer', { body: pageOf([near, exact]) });
    await expect(findObserver(http, '0722000001')).resolves.toEqual(exact);
    expect(requests[0]).toMatchObject({ query: { Number: '0722000001', pageSize: '100' } });
    on('GET', '/api/v1/observer', { body: pageOf([exact, makeObserver({ id: 3, phone: '0722000001', ngo: 'Other NGO' })]) });
    await expect(findObserver(http, '0722000001')).resolves.toBeNull();
  });

  it('tells phones from ids', () => {
    expect(isPhoneKey('0722000001')).toBe(true);
    expect(isPhoneKey('+40722000001')).toBe(true);
    expect(isPhoneKey('42')).toBe(false);
  });
});
