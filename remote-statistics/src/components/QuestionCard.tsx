import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@observatory/shared/area';
import { formatNumber } from '@observatory/shared/i18n';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import type { ResultFilters } from '../api/types';
import { toCsv } from '../lib/csv';
import type { OptionRow, QuestionRow } from '../lib/questionRows';
import { questionSvg } from '../lib/questionSvg';
import { FreeTexts } from './FreeTexts';
import { OptionBars, OptionTable, useCountWords } from './OptionBars';

export interface QuestionCardProps {
  readonly question: QuestionRow;
  readonly linkOf: (option: OptionRow) => string;
  /** The filters in words, for the files' subtitle ("Cluj (CJ), urgent only"); '' for none. */
  readonly filtersInWords: string;
  readonly apiFilters: ResultFilters;
  readonly stamp: number | null;
}

/**
 * One question's results: how many answered, its options as bars or as a table (the person's
 * choice, kept across refreshes), a CSV and an SVG image of them, and the written answers of its
 * free-text options on request.
 */
export function QuestionCard({ question, linkOf, filtersInWords, apiFilters, stamp }: QuestionCardProps) {
  const { t, i18n } = useTranslation('statistics');
  const words = useCountWords();
  const headingId = useId();
  const [view, setView] = useState<'bars' | 'table'>('bars');
  const [textsOpen, setTextsOpen] = useState(false);
  const title = `${question.code} ${question.text}`;
  const answered = t('results.answered', { count: question.total, formatted: formatNumber(question.total, i18n.language) });
  const fileName = `${question.code.replace(/[^\p{L}\p{N}_-]+/gu, '_')}`;
  const subtitle = [answered, filtersInWords].filter(Boolean).join(' · ');

  const downloadCsv = () => {
    const csv = toCsv(
      [t('results.columns.option'), t('results.columns.count'), t('results.columns.share'), t('results.columns.flagged')],
      question.options.map((option) => [option.text, option.count, Number((option.share * 100).toFixed(1)), option.flagged]),
    );
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  };
  const downloadImage = () => {
    const svg = questionSvg({
      title,
      subtitle,
      rows: question.options.map((option) => ({
        label: option.text,
        value: `${words.count(option)} (${words.share(option)})${option.isFlaggedOption ? `, ${words.flagged(option)}` : ''}`,
        fraction: option.share,
        flagged: option.isFlaggedOption,
      })),
    });
    saveBlob(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }), `${fileName}.svg`);
  };

  return (
    <article className="obs-card obs-statistics-question" aria-labelledby={headingId}>
      <h2 id={headingId} className="obs-statistics-question__title">
        <bdi>{title}</bdi>
      </h2>
      <p className="obs-statistics-question__answered">
        {answered}
        {question.multiple && <> {t('results.multiple')}</>}
      </p>
      <div
        className="obs-toolbar obs-statistics-question__views"
        role="group"
        aria-label={t('results.view.label', { question: question.code })}
      >
        <Button
          small
          variant={view === 'bars' ? ButtonVariant.PURPLE : ButtonVariant.DEFAULT}
          aria-pressed={view === 'bars'}
          onClick={() => setView('bars')}
        >
          {t('results.view.bars')}
        </Button>
        <Button
          small
          variant={view === 'table' ? ButtonVariant.PURPLE : ButtonVariant.DEFAULT}
          aria-pressed={view === 'table'}
          onClick={() => setView('table')}
        >
          {t('results.view.table')}
        </Button>
      </div>
      {view === 'bars' ? (
        <OptionBars options={question.options} linkOf={linkOf} labelledBy={headingId} />
      ) : (
        <OptionTable options={question.options} linkOf={linkOf} labelledBy={headingId} caption={title} />
      )}
      <div className="obs-toolbar obs-statistics-question__actions">
        <Button small onClick={downloadCsv} aria-label={t('results.downloadCsvFor', { question: question.code })}>
          {t('results.downloadCsv')}
        </Button>
        <Button small onClick={downloadImage} aria-label={t('results.downloadImageFor', { question: question.code })}>
          {t('results.downloadImage')}
        </Button>
        {question.hasFreeText && (
          <Button small variant={ButtonVariant.ALLTRANSPARENT} aria-expanded={textsOpen} onClick={() => setTextsOpen((open) => !open)}>
            {textsOpen ? t('results.texts.hide') : t('results.texts.show')}
          </Button>
        )}
      </div>
      {textsOpen && (
        <FreeTexts
          questionId={question.questionId}
          filters={apiFilters}
          stamp={stamp}
          label={t('results.texts.label', { question: question.code })}
        />
      )}
    </article>
  );
}
