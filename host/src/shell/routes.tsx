import { useState } from 'react';
import type { RouteObject } from '@observatory/shared/router';
import { Navigate, useRoutes } from '@observatory/shared/router';
import { AREAS } from '../config/areaRegistry';
import { AreaOutlet } from '../areas/AreaOutlet';
import type { AreaDefinition } from '../config/areaRegistry';
import { BlockWhenSignedIn, RequireAuth, RequireFreshToken } from './guards';
import { Layout } from './Layout';
import { LoginRoute } from './LoginRoute';
import { NotFoundPage } from './NotFoundPage';
import { useShell } from './ShellContext';

/** Areas whose routes also need the token's expiry checked (the spec's extra guard). */
const FRESH_TOKEN_MOUNTS = new Set(['/statistics']);

/** An area's place in the shell: its outlet, with the shell's runtime. */
function AreaRoute({ area, basePath }: { area: AreaDefinition; basePath: string }) {
  return <AreaOutlet area={area} basePath={basePath} shell={useShell()} />;
}

function areaRoutes(): RouteObject[] {
  return AREAS.flatMap((area) =>
    area.mounts.map((mount) => {
      const outlet = <AreaRoute area={area} basePath={mount} />;
      return {
        path: `${mount.slice(1)}/*`,
        element: <RequireAuth>{FRESH_TOKEN_MOUNTS.has(mount) ? <RequireFreshToken>{outlet}</RequireFreshToken> : outlet}</RequireAuth>,
      };
    }),
  );
}

/** The route table of spec section 2; the host owns login, redirects, guards and the 404 page. */
function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        {
          index: true,
          element: (
            <RequireAuth>
              <RequireFreshToken>
                <Navigate to="/answers" replace />
              </RequireFreshToken>
            </RequireAuth>
          ),
        },
        { path: 'urgent-answers', element: <Navigate to="/answers?urgente=true" replace /> },
        {
          path: 'login',
          element: (
            <BlockWhenSignedIn>
              <LoginRoute />
            </BlockWhenSignedIn>
          ),
        },
        ...areaRoutes(),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The shell's pages, at the address the browser shows (inside the GuardedBrowserRouter). */
export function ShellRoutes() {
  const [routes] = useState(createRoutes);
  return useRoutes(routes);
}
