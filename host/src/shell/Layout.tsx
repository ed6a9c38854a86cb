import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { tokenAtom } from '../auth/sessionAtoms';
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
      <ToastContainer position="top-right" newestOnTop closeOnClick={false} pauseOnHover pauseOnFocusLoss />
    </div>
  );
}
