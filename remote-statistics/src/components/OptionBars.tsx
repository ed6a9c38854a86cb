import { useTranslation } from 'react-i18next';
import { formatNumber } from '@observatory/shared/i18n';
import type { OptionRow } from '../lib/questionRows';
import { ShellLink } from './ShellLink';

export interface OptionViewProps {
  readonly options: readonly OptionRow[];
  /** The answers list of an option's threads. */
  readonly linkOf: (option: OptionRow) => string;
  /** Id of the heading that names the question. */
  readonly labelledBy: string;
}

/** "34 (85 %)", in the person's language. */
export function useCountWords() {
  const { t, i18n } = useTranslation('statistics');
  return {
    count: (option: OptionRow) => t('results.count', { count: option.count, formatted: formatNumber(option.count, i18n.language) }),
    share: (option: OptionRow) => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(option.share),
    flagged: (option: OptionRow) => t('results.flagged', { count: option.flagged, formatted: formatNumber(option.flagged, i18n.language) }),
  };
}

/**
 * A question's options as bars: each row is a link to the threads that chose it, and says its
 * label, count, share and (for a flagged option) how many were flagged in words; the bar's length
 * only repeats the share, and a flagged option's bar is hatched, so nothing depends on colour.
 */
export function OptionBars({ options, linkOf, labelledBy }: OptionViewProps) {
  const words = useCountWords();
  return (
    <ul className="obs-statistics-options" aria-labelledby={labelledBy}>
      {options.map((option) => (
        <li key={option.optionId}>
          <ShellLink to={linkOf(option)} className="obs-statistics-options__link">
            <span className="obs-statistics-options__label">
              <bdi>{option.text}</bdi>
            </span>
            <span className="obs-statistics-bars__track" aria-hidden="true">
              <span
                className={
                  option.isFlaggedOption ? 'obs-statistics-bars__fill obs-statistics-bars__fill--flagged' : 'obs-statistics-bars__fill'
                }
                style={{ width: `${Math.min(100, option.share * 100)}%` }}
              />
            </span>
            <span className="obs-statistics-options__value">
              {words.count(option)} ({words.share(option)}){option.isFlaggedOption && <>, {words.flagged(option)}</>}
            </span>
          </ShellLink>
        </li>
      ))}
    </ul>
  );
}

/** The same figures as a table (the view beside the bars), each option linking to its threads. */
export function OptionTable({ options, linkOf, labelledBy, caption }: OptionViewProps & { readonly caption: string }) {
  const { t, i18n } = useTranslation('statistics');
  const words = useCountWords();
  return (
    <div className="obs-table-scroll">
      <table className="obs-table obs-statistics-options-table" aria-describedby={labelledBy}>
        <caption className="obs-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results.columns.option')}</th>
            <th scope="col">{t('results.columns.count')}</th>
            <th scope="col">{t('results.columns.share')}</th>
            <th scope="col">{t('results.columns.flagged')}</th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.optionId}>
              <th scope="row">
                <ShellLink to={linkOf(option)}>
                  <bdi>{option.text}</bdi>
                </ShellLink>
              </th>
              <td>{formatNumber(option.count, i18n.language)}</td>
              <td>{words.share(option)}</td>
              <td>{formatNumber(option.flagged, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
