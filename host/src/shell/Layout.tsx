import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet } from '@observatory/shared/router';
import { tokenAtom } from '../auth/sessionAtoms';
import { ShellToasts } from '../toasts/ShellToasts';
import { TopBar } from './TopBar';

/** The frame of every page: skip link, top bar (signed in), the main region and the toasts. */
export function Layout() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  return (
    <div className="obs-shell" id="shell">
      <a className="obs-skip-link" href="#main">
        {t('topbar.skipToContent')}
      </a>
      {token ? <TopBar /> : null}
      <main id="main" className="obs-main" tabIndex={-1}>
        <Outlet />
      </main>
      <ShellToasts />
    </div>
  );
}
