import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetchJson, renderWithProviders } from '../test/render';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('routes', () => {
  it('lazy-loads the landing page at /', async () => {
    mockFetchJson({ status: 'ok', services: {} });
    renderAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Are Your Videos Actually Working?' })).toBeTruthy();
    expect(await screen.findByText('All systems operational')).toBeTruthy();
  });

  it('redirects /dashboard to /videos', async () => {
    const router = renderAt('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Your videos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/videos');
  });

  it('redirects /onboarding to the permission decision step', async () => {
    const router = renderAt('/onboarding');

    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding/permission-decision');
  });

  it('shows the not-found page with a link home for unknown paths', async () => {
    renderAt('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
