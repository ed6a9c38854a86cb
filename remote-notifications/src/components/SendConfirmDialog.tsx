import { Trans, useTranslation } from 'react-i18next';
import { formatNumber } from '@observatory/shared/i18n';
import { ConfirmDialog } from '@observatory/shared/ui';
import type { SendTarget } from '../lib/targeting';

interface SendConfirmDialogProps {
  /** The send waiting for confirmation; the dialog is open while it is set. */
  readonly pending: { readonly title: string; readonly target: SendTarget } | null;
  /** How many observers "everyone" is, when known. */
  readonly everyoneCount: number | null;
  /** The same text may already have gone (an earlier send got no answer): this is a deliberate re-send. */
  readonly resend: boolean;
  /** Sends; the dialog stays open and busy until the promise settles. */
  readonly onConfirm: () => Promise<unknown>;
  readonly onCancel: () => void;
}

/**
 * The confirmation before a send (spec section 5; quality bar UX-5): how many observers it
 * reaches, and whether that is everyone. Focus starts on Cancel, so a habitual Enter sends nothing.
 * A re-send of a text that may already have gone says so first, and its button says "again".
 */
export function SendConfirmDialog({ pending, everyoneCount, resend, onConfirm, onCancel }: SendConfirmDialogProps) {
  const { t, i18n } = useTranslation('notifications');
  const number = (value: number) => formatNumber(value, i18n.language);
  let reach = '';
  if (pending?.target.kind === 'everyone') {
    reach =
      everyoneCount === null
        ? t('send.confirm.everyoneUnknown')
        : t('send.confirm.everyone', { count: everyoneCount, total: number(everyoneCount) });
  } else if (pending?.target.kind === 'observers') {
    reach = t('send.confirm.observers', { count: pending.target.ids.length, total: number(pending.target.ids.length) });
  }
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('send.confirm.title')}
      message={
        <>
          {resend && <p className="obs-notifications-resend">{t('send.confirm.resend')}</p>}
          <p>{reach}</p>
          {pending && (
            <p>
              <Trans t={t} i18nKey="send.confirm.titleLine" values={{ title: pending.title }} components={{ text: <bdi /> }} />
            </p>
          )}
        </>
      }
      confirmLabel={resend ? t('send.confirm.resendConfirm') : t('send.confirm.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
