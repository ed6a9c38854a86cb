import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@observatory/shared/i18n';

/** What the short form shows; the full date and time is always available too. */
export type DateTimeStyle = 'dateTime' | 'date' | 'time';

const SHORT: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
};
const FULL: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'medium' };

export interface DateTimeProps {
  /** An ISO-8601 timestamp (or epoch ms / Date); null or unparsable shows `empty`. */
  readonly value: string | number | Date | null | undefined;
  readonly style?: DateTimeStyle;
  /** What an empty value shows. Defaults to a dash that screen readers skip. */
  readonly empty?: string;
}

/**
 * A date formatted in the current language, with the full date and time available to everyone:
 * on hover and on keyboard focus (the element is focusable when the short form hides something)
 * it shows the full form, and screen readers read the full form instead of the short one.
 */
export function DateTime({ value, style = 'dateTime', empty }: DateTimeProps) {
  const { t, i18n } = useTranslation('kit');
  const short = formatDateTime(value ?? null, i18n.language, SHORT[style]);
  if (!short) return <span className="obs-datetime obs-datetime--empty">{empty ?? t('dateTime.none')}</span>;
  const full = formatDateTime(value ?? null, i18n.language, FULL);
  const iso = new Date(value as string | number | Date).toISOString();
  return (
    <time className="obs-datetime" dateTime={iso} tabIndex={0}>
      <span aria-hidden="true">{short}</span>
      <span className="obs-datetime__full">{full}</span>
    </time>
  );
}
