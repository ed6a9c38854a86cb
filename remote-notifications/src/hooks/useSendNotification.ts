import { useCallback, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { fieldRefusalTexts } from '@observatory/shared/form';
import { isApiError } from '@observatory/shared/http';
import { formatNumber } from '@observatory/shared/i18n';
import { useHostServices } from '@observatory/shared/services';
import { sendNotification, sendNotificationToAll } from '../api/sendNotification';
import type { NotificationContent, NotificationSendResult } from '../api/types';
import { mayHaveBeenSent } from '../lib/sendFailure';
import type { SendTarget } from '../lib/targeting';
import { uncertainSendAtom } from '../state/uncertainSend';

export type SendOutcome =
  | { readonly status: 'sent'; readonly sent: number }
  /** The API answered with a refusal or a failure: nothing was sent. */
  | { readonly status: 'failed'; readonly message: string }
  /** No answer came (connection lost, time ran out): it may have been sent. */
  | { readonly status: 'uncertain' }
  /** A second send while one is in flight (double click, Enter twice): nothing was asked. */
  | { readonly status: 'ignored' };

type Attempt = { readonly ok: true; readonly result: NotificationSendResult } | { readonly ok: false; readonly error: unknown };

/**
 * Sends once. While a send is in flight every other call is ignored, whatever the buttons look
 * like at that moment, so a double click or Enter pressed twice never sends twice. Success and
 * failure are toasts (spec: NOTIFICATION_SENT_SUCCESS with the number reached; ERROR /
 * NOTIFICATION_SENT_ERROR); the failure's sentence is also returned for the form to keep on screen.
 * A send without an answer is not called a failure: it may have gone, so it is remembered
 * (`uncertain`) until a send succeeds, and the form makes a re-send a deliberate act.
 */
export function useSendNotification() {
  const { t, i18n } = useTranslation('notifications');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const uncertain = useAtomValue(uncertainSendAtom);
  const setUncertain = useSetAtom(uncertainSendAtom);

  /** A refused title or message said by its code (api/README.md "Field refusal codes"), when one came. */
  const refusedField = useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return undefined;
      for (const field of ['title', 'message'] as const) {
        const code = error.fieldCodes?.[field]?.[0];
        const problem = code === undefined ? undefined : fieldRefusalTexts(t, t(`send.fields.${field}`))[code];
        if (problem) return t('send.errorRefusedField', { problem });
      }
      return undefined;
    },
    [t],
  );

  const send = useCallback(
    async (content: NotificationContent, target: SendTarget): Promise<SendOutcome> => {
      if (inFlight.current) return { status: 'ignored' };
      inFlight.current = true;
      setSending(true);
      // Only the request is guarded: a fault after its answer must not read as "maybe not sent".
      let attempt: Attempt;
      try {
        const request = target.kind === 'everyone' ? sendNotificationToAll(http, content) : sendNotification(http, content, target.ids);
        attempt = { ok: true, result: await request };
      } catch (error) {
        attempt = { ok: false, error };
      } finally {
        inFlight.current = false;
        setSending(false);
      }
      if (attempt.ok) {
        const { sent } = attempt.result;
        setUncertain(null);
        toasts.show({
          kind: 'success',
          title: t('send.successTitle'),
          message: t('send.success', { count: sent, total: formatNumber(sent, i18n.language) }),
        });
        return { status: 'sent', sent };
      }
      if (mayHaveBeenSent(attempt.error)) {
        setUncertain(content);
        toasts.show({ kind: 'warning', title: t('send.uncertainTitle'), message: t('send.uncertain') });
        return { status: 'uncertain' };
      }
      const message = describe(attempt.error, {
        what: t('send.error'),
        400: refusedField(attempt.error) ?? t('send.errorRefused'),
        404: t('send.errorRecipients'),
      });
      toasts.show({ kind: 'error', title: t('send.errorTitle'), message });
      return { status: 'failed', message };
    },
    [http, toasts, describe, refusedField, t, i18n, setUncertain],
  );
  return { send, sending, uncertain };
}
