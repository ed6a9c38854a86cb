import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { formatNumber } from '@observatory/shared/i18n';
import { useHostServices } from '@observatory/shared/services';
import { sendNotification, sendNotificationToAll } from '../api/sendNotification';
import type { NotificationContent } from '../api/types';
import type { SendTarget } from '../lib/targeting';

export type SendOutcome =
  | { readonly status: 'sent'; readonly sent: number }
  | { readonly status: 'failed'; readonly message: string }
  /** A second send while one is in flight (double click, Enter twice): nothing was asked. */
  | { readonly status: 'ignored' };

/**
 * Sends once. While a send is in flight every other call is ignored, whatever the buttons look
 * like at that moment, so a double click or Enter pressed twice never sends twice. Success and
 * failure are toasts (spec: NOTIFICATION_SENT_SUCCESS with the number reached; ERROR /
 * NOTIFICATION_SENT_ERROR); the failure's sentence is also returned for the form to keep on screen.
 */
export function useSendNotification() {
  const { t, i18n } = useTranslation('notifications');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (content: NotificationContent, target: SendTarget): Promise<SendOutcome> => {
      if (inFlight.current) return { status: 'ignored' };
      inFlight.current = true;
      setSending(true);
      try {
        const { sent } =
          target.kind === 'everyone' ? await sendNotificationToAll(http, content) : await sendNotification(http, content, target.ids);
        toasts.show({
          kind: 'success',
          title: t('send.successTitle'),
          message: t('send.success', { count: sent, total: formatNumber(sent, i18n.language) }),
        });
        return { status: 'sent', sent };
      } catch (error) {
        const message = describe(error, { what: t('send.error'), 400: t('send.errorRefused'), 404: t('send.errorRecipients') });
        toasts.show({ kind: 'error', title: t('send.errorTitle'), message });
        return { status: 'failed', message };
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [http, toasts, describe, t, i18n],
  );
  return { send, sending };
}
