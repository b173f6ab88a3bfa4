import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { makeStore } from '../app/store';
import { theme } from '../app/theme';

/** Renders with a fresh store so RTK Query caches never leak between tests. */
export function renderWithProviders(ui: ReactElement) {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </Provider>,
  );
  return { store, ...view };
}

export function mockFetchJson(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
