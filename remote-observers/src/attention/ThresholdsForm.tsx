import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { Button, ButtonVariant, DateTime } from '@observatory/shared/ui';
import { saveThresholds, type Thresholds } from './api';

interface ThresholdsFormProps {
  readonly thresholds: Thresholds;
  readonly onSaved: (saved: Thresholds) => void;
}

const minutesValid = (value: string) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 1440;

/**
 * The NGO's thresholds (remembered for everyone of the NGO): silent after N minutes, not started
 * by a time of day, unread after N minutes. A refused or failed save keeps what was typed.
 */
export function ThresholdsForm({ thresholds, onSaved }: ThresholdsFormProps) {
  const { t } = useTranslation('observers');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const ids = { silent: useId(), notStarted: useId(), unread: useId(), error: useId() };
  const [silent, setSilent] = useState(String(thresholds.silentMinutes));
  const [notStartedBy, setNotStartedBy] = useState(thresholds.notStartedBy);
  const [unread, setUnread] = useState(String(thresholds.unreadMinutes));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!minutesValid(silent) || !minutesValid(unread) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(notStartedBy)) {
      setError(t('attention.thresholds.invalid'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await saveThresholds(http, { silentMinutes: Number(silent), notStartedBy, unreadMinutes: Number(unread) });
      toasts.show({ kind: 'success', title: t('attention.thresholds.savedTitle'), message: t('attention.thresholds.saved') });
      onSaved(saved);
    } catch (failure) {
      setError(describe(failure, { what: t('attention.thresholds.saveError') }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <details className="obs-observers-attention__thresholds">
      <summary>
        {t('attention.thresholds.summary', {
          silent: thresholds.silentMinutes,
          notStartedBy: thresholds.notStartedBy,
          unread: thresholds.unreadMinutes,
        })}
      </summary>
      <form className="obs-stack" onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? ids.error : undefined}>
        <div className="obs-observers-attention__fields">
          <label className="obs-field" htmlFor={ids.silent}>
            <span className="obs-field__label">{t('attention.thresholds.silent')}</span>
            <input id={ids.silent} className="obs-input" inputMode="numeric" value={silent} onChange={(e) => setSilent(e.target.value)} />
          </label>
          <label className="obs-field" htmlFor={ids.notStarted}>
            <span className="obs-field__label">{t('attention.thresholds.notStartedBy', { zone: thresholds.timeZone })}</span>
            <input
              id={ids.notStarted}
              className="obs-input"
              type="time"
              value={notStartedBy}
              onChange={(e) => setNotStartedBy(e.target.value)}
            />
          </label>
          <label className="obs-field" htmlFor={ids.unread}>
            <span className="obs-field__label">{t('attention.thresholds.unread')}</span>
            <input id={ids.unread} className="obs-input" inputMode="numeric" value={unread} onChange={(e) => setUnread(e.target.value)} />
          </label>
        </div>
        {error && (
          <p id={ids.error} className="obs-field__error" role="alert">
            {error}
          </p>
        )}
        <div className="obs-toolbar">
          <Button type="submit" variant={ButtonVariant.PURPLE} disabled={saving}>
            {saving ? t('attention.thresholds.saving') : t('attention.thresholds.save')}
          </Button>
          {thresholds.updatedBy && thresholds.updatedAt && (
            <span className="obs-observers-muted">
              {t('attention.thresholds.setBy', { account: thresholds.updatedBy })} <DateTime value={thresholds.updatedAt} />
            </span>
          )}
        </div>
      </form>
    </details>
  );
}
