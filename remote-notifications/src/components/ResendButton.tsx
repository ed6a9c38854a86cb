import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { formatNumber } from '@observatory/shared/i18n';
import { useHostServices } from '@observatory/shared/services';
import { Button, ConfirmDialog } from '@observatory/shared/ui';
import { listUndelivered } from '../api/deliveries';
import type { Notification } from '../api/types';
import { useSendNotification } from '../hooks/useSendNotification';

type Step = { readonly step: 'idle' } | { readonly step: 'finding' } | { readonly step: 'confirm'; readonly ids: readonly number[] };

/**
 * "Send again to those who did not get it": asks the API who it did not reach (failed, no device,
 * still active), says how many in a confirmation, then sends the same title and message to exactly
 * those observers as a new notification.
 */
export function ResendButton({ notification, onSent }: { readonly notification: Notification; readonly onSent: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const { send, sending } = useSendNotification();
  const [state, setState] = useState<Step>({ step: 'idle' });

  const find = async () => {
    setState({ step: 'finding' });
    try {
      const ids = await listUndelivered(http, notification.id);
      if (ids.length === 0) {
        toasts.show({ kind: 'info', title: t('resend.noneTitle'), message: t('resend.none') });
        setState({ step: 'idle' });
        return;
      }
      setState({ step: 'confirm', ids });
    } catch (error) {
      toasts.show({ kind: 'error', title: t('resend.errorTitle'), message: describe(error, { what: t('resend.findError') }) });
      setState({ step: 'idle' });
    }
  };

  const confirm = async () => {
    if (state.step !== 'confirm') return;
    const outcome = await send({ title: notification.title, message: notification.body }, { kind: 'observers', ids: state.ids });
    setState({ step: 'idle' });
    if (outcome.status === 'sent') onSent();
  };

  const count = state.step === 'confirm' ? state.ids.length : 0;
  return (
    <>
      <Button onClick={() => void find()} disabled={state.step === 'finding' || sending}>
        {state.step === 'finding' ? t('resend.finding') : t('resend.button')}
      </Button>
      <ConfirmDialog
        open={state.step === 'confirm'}
        title={t('resend.confirmTitle')}
        message={t('resend.confirmMessage', { count, total: formatNumber(count, i18n.language) })}
        confirmLabel={t('resend.confirm')}
        onConfirm={confirm}
        onCancel={() => setState({ step: 'idle' })}
      />
    </>
  );
}
