import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorFallback } from './error-fallback';
import { RootLayout, RouteLoading } from './root-layout';

// Every page is a lazy chunk so the initial bundle stays small.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RouteLoading,
    // Catches render errors and failed chunk loads (e.g. after a deploy) inside routes.
    ErrorBoundary: ErrorFallback,
    children: [
      {
        index: true,
        lazy: () => import('../features/landing/pages/landing-page').then((m) => ({ Component: m.LandingPage })),
      },
      { path: 'dashboard', element: <Navigate to="/videos" replace /> },
      { path: 'onboarding', element: <Navigate to="/onboarding/permission-decision" replace /> },
      // Placeholders until the videos and onboarding features land.
      { path: 'videos', lazy: comingSoon('Your videos') },
      { path: 'onboarding/permission-decision', lazy: comingSoon('Getting started') },
      {
        path: '*',
        lazy: () => import('../features/not-found/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

function comingSoon(title: string) {
  return () =>
    import('../features/placeholder/pages/coming-soon-page').then((m) => ({
      Component: () => <m.ComingSoonPage title={title} />,
    }));
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
