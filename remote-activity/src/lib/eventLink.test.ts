import { eventLink } from './eventLink';

describe('eventLink', () => {
  it('links observers, forms and threads to their areas, and nothing else', () => {
    expect(eventLink({ entityType: 'observer', entityId: '17', action: 'observer.pin-reset' })).toBe('/observatori/profil/view/17');
    expect(eventLink({ entityType: 'form', entityId: '4', action: 'form.publish' })).toBe('/formulare/4');
    expect(eventLink({ entityType: 'thread', entityId: '17-305', action: 'thread.follow-up' })).toBe('/answers/details/17/305');
    expect(eventLink({ entityType: 'form', entityId: '4', action: 'form.delete' })).toBeNull();
    expect(eventLink({ entityType: 'ngo', entityId: '2', action: 'observer.import' })).toBeNull();
    expect(eventLink({ entityType: 'export', entityId: 'answers', action: 'export.answers' })).toBeNull();
    expect(eventLink({ entityType: 'thread', entityId: 'x', action: 'thread.follow-up' })).toBeNull();
  });
});
