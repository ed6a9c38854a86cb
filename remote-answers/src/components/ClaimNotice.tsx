import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { formatDateTime } from '@observatory/shared/i18n';
import { Button } from '@observatory/shared/ui';
import type { ClaimView } from '../hooks/useClaim';

const TIME_ONLY: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

/**
 * "Being handled by", in the details' header: that the person handles the thread, or who else does
 * (with Take over), or that claiming failed (with Try again). Nothing for a thread that needs no handling.
 */
export function ClaimNotice({
  view,
  onTakeOver,
  onRetry,
}: {
  readonly view: ClaimView;
  readonly onTakeOver: () => void;
  readonly onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('answers');
  const describe = useDescribeError();
  if (view.kind === 'none') return null;
  if (view.kind === 'failed') {
    return (
      <p role="alert" className="obs-answers-claim obs-error-text">
        {describe(view.error, { what: t('claim.failed') })}{' '}
        <Button small onClick={onRetry}>
          {t('claim.retry')}
        </Button>
      </p>
    );
  }
  const time = formatDateTime(view.until, i18n.language, TIME_ONLY);
  if (view.kind === 'mine') {
    return (
      <p role="status" className="obs-answers-claim obs-answers-claim--mine">
        {t('claim.mine', { time })}
      </p>
    );
  }
  return (
    <div role="status" className="obs-answers-claim obs-answers-claim--held">
      <p>{t('claim.held', { name: view.by, time })}</p>
      <Button small onClick={onTakeOver}>
        {t('claim.takeOver')}
      </Button>
    </div>
  );
}
