import { useCallback, useEffect } from 'react';
import { useBlocker } from '@observatory/shared/router';
import type { Location } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@observatory/shared/ui';

interface LeaveGuardProps {
  /** Read at the moment of leaving: whether there are unsaved changes to ask about. */
  readonly shouldAsk: () => boolean;
  /** The person chose to leave without saving (their kept draft goes too). */
  readonly onLeave: () => void;
}

/**
 * Nothing typed is lost by leaving: a navigation away from the editor with unsaved changes (a
 * link, the top bar, Back) asks first, and closing or reloading the tab gets the browser's own
 * question. Holding a navigation needs the shell's router (the kit's useBlocker); the standalone
 * page and unit tests without it keep only the browser's question.
 */
export function LeaveGuard({ shouldAsk, onLeave }: LeaveGuardProps) {
  const { t } = useTranslation('forms');
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldAsk()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [shouldAsk]);
  const block = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
      shouldAsk() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [shouldAsk],
  );
  const blocker = useBlocker(block);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      message={t('leave.message')}
      confirmLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
      danger
      onConfirm={() => {
        onLeave();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
