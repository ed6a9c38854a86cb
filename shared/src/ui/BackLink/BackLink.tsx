import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '../icons';

export interface BackLinkProps {
  /** Where it goes, relative to the current route ('..' is the parent route: the area's start from a flat route). */
  readonly to: string;
  /**
   * Go back in history instead when the person came from another screen of the app, so a list
   * keeps its page and filter; a page opened from a link or a bookmark still goes to `to`.
   */
  readonly preferHistory?: boolean;
  /** Defaults to the translated "Back". */
  readonly children?: ReactNode;
}

/** The back link at the top of a sub-page: a real link (opens in a new tab, keeps history). */
export function BackLink({ to, preferHistory = false, children }: BackLinkProps) {
  const { t } = useTranslation('kit');
  const navigate = useNavigate();
  const location = useLocation();
  const canGoBack = preferHistory && location.key !== 'default';
  return (
    <Link
      className="obs-link obs-back-link"
      to={to}
      onClick={(event) => {
        if (!canGoBack || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <ChevronLeftIcon aria-hidden="true" />
      <span>{children ?? t('page.back')}</span>
    </Link>
  );
}
