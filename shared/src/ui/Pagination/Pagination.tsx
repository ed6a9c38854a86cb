import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@observatory/shared/i18n';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../icons';
import { countPages, getPageWindow } from './pageWindow';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** Items across all pages. Nothing is rendered when it is 0. */
  totalItems: number;
  /** Called with the page the person asked for; the parent loads it and passes it back as `page`. */
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark. Defaults to the translated "Pagination". */
  label?: string;
  /** Pages as the server counted them; computed from totalItems and pageSize when absent. */
  totalPages?: number;
}

interface StepProps {
  label: string;
  target: number;
  disabled: boolean;
  onPageChange: (page: number) => void;
  children: ReactNode;
}

/**
 * First/previous/next/last. At the ends they are aria-disabled rather than disabled, so the button
 * that was just used keeps keyboard focus instead of dropping it to the page.
 */
function StepButton({ label, target, disabled, onPageChange, children }: StepProps) {
  return (
    <li>
      <button
        type="button"
        className="obs-pagination__button"
        aria-label={label}
        aria-disabled={disabled || undefined}
        onClick={() => !disabled && onPageChange(target)}
      >
        {children}
      </button>
    </li>
  );
}

/** Page controls of spec section 2: first, previous, a window of ±2 pages, next, last, and a summary. */
export function Pagination({ page, pageSize, totalItems, onPageChange, label, totalPages }: PaginationProps) {
  const { t, i18n } = useTranslation('kit');
  if (totalItems <= 0) return null;
  const last = totalPages && totalPages > 0 ? totalPages : countPages(totalItems, pageSize);
  const current = Math.min(Math.max(1, page), last);
  const { pages, ellipsisBefore, ellipsisAfter } = getPageWindow(current, last);
  const number = (value: number) => formatNumber(value, i18n.language);
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, totalItems);
  const ellipsis = (
    <li className="obs-pagination__ellipsis" aria-hidden="true">
      …
    </li>
  );
  return (
    <div className="obs-pagination">
      <p className="obs-pagination__summary" role="status">
        {t('pagination.showing', { from: number(from), to: number(to), total: number(totalItems) })}
      </p>
      <nav aria-label={label ?? t('pagination.label')}>
        <ul className="obs-pagination__list">
          <StepButton label={t('pagination.first')} target={1} disabled={current === 1} onPageChange={onPageChange}>
            <ChevronsLeftIcon />
          </StepButton>
          <StepButton label={t('pagination.previous')} target={current - 1} disabled={current === 1} onPageChange={onPageChange}>
            <ChevronLeftIcon />
          </StepButton>
          {ellipsisBefore && ellipsis}
          {pages.map((value) => (
            <li key={value}>
              <button
                type="button"
                className="obs-pagination__button obs-pagination__page"
                aria-label={t('pagination.page', { page: number(value) })}
                aria-current={value === current ? 'page' : undefined}
                onClick={() => value !== current && onPageChange(value)}
              >
                {number(value)}
              </button>
            </li>
          ))}
          {ellipsisAfter && ellipsis}
          <StepButton label={t('pagination.next')} target={current + 1} disabled={current === last} onPageChange={onPageChange}>
            <ChevronRightIcon />
          </StepButton>
          <StepButton label={t('pagination.last')} target={last} disabled={current === last} onPageChange={onPageChange}>
            <ChevronsRightIcon />
          </StepButton>
        </ul>
      </nav>
    </div>
  );
}
