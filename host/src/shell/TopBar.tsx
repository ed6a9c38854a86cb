import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '@observatory/shared/router';
import { AREAS } from '../config/areaRegistry';
import { userAtom } from '../auth/sessionAtoms';
import { useTopBarHeight } from '../toasts/useTopBarHeight';
import { AboutPanel } from './AboutPanel';
import { LanguageSelect } from '../ui/LanguageSelect';
import { useShell } from './ShellContext';

/** Navigation order of the spec: Answers, Statistics, Observers, Observer guide, Forms, Notifications. */
const NAV_ORDER = ['answers', 'statistics', 'observers', 'guide', 'forms', 'notifications', 'map', 'activity'] as const;

export function TopBar() {
  const { t } = useTranslation();
  const { environment, session, changeLanguage, areaLoader } = useShell();
  const user = useAtomValue(userAtom);
  const header = useRef<HTMLElement>(null);
  useTopBarHeight(header);
  return (
    <header className="obs-topbar" ref={header}>
      {/* Inside the app: a plain link would reload the shell and every area. */}
      <Link className="obs-topbar__brand" to="/answers">
        {t('topbar.brand')}
      </Link>
      <nav aria-label={t('topbar.navigation')} className="obs-topbar__nav">
        <ul>
          {NAV_ORDER.map((item) => {
            if (item === 'guide') {
              return (
                <li key={item}>
                  <a href={environment.observerGuideUrl} target="_blank" rel="noopener noreferrer">
                    {t('nav.guide')}
                    <span className="obs-visually-hidden"> {t('topbar.opensInNewTab')}</span>
                  </a>
                </li>
              );
            }
            const area = AREAS.find((candidate) => candidate.id === item);
            if (!area) return null;
            return (
              <li key={item}>
                {/* Hover or focus starts fetching the area, so the click finds it in the cache. */}
                <NavLink to={area.mounts[0] ?? '/'} onMouseEnter={() => areaLoader.preload(area)} onFocus={() => areaLoader.preload(area)}>
                  {t(area.navKey)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="obs-topbar__tools">
        <LanguageSelect changeLanguage={changeLanguage} />
        <AboutPanel />
        {user ? (
          <>
            <span className="obs-topbar__user" data-testid="user-name">
              <span className="obs-visually-hidden">{t('topbar.signedInAs')} </span>
              {user.name}
            </span>
            <button type="button" className="obs-button obs-button--transparent" onClick={() => session.logout()}>
              {t('topbar.logout')}
            </button>
          </>
        ) : null}
      </div>
    </header>
  );
}
