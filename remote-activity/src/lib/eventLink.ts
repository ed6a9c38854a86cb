import type { AuditEvent } from '../api/types';

/**
 * Where an event's item lives in the shell: the observer's profile, the form's editor, the
 * thread's details (their areas' routes, architecture "Which area owns which routes"). Events
 * about something without a page of its own (a sign-in, an export, an import) have none; an
 * observer deleted since still links (their profile says they are gone).
 */
export function eventLink(event: Pick<AuditEvent, 'entityType' | 'entityId' | 'action'>): string | null {
  const id = event.entityId;
  if (event.action === 'observer.import') return null;
  switch (event.entityType) {
    case 'observer':
      return /^\d+$/.test(id) ? `/observatori/profil/view/${id}` : null;
    case 'form':
      return /^\d+$/.test(id) && event.action !== 'form.delete' ? `/formulare/${id}` : null;
    case 'thread': {
      const match = /^(\d+)-(\d+)$/.exec(id);
      return match ? `/answers/details/${match[1]}/${match[2]}` : null;
    }
    default:
      return null;
  }
}
