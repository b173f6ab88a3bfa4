import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetchJson, renderWithProviders } from '../../../test/render';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('renders the headline', async () => {
    mockFetchJson({ status: 'ok', services: {} });
    renderWithProviders(<LandingPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Are Your Videos Actually Working?' })).toBeTruthy();
    // Let the health query settle so no state update happens after the test ends.
    expect(await screen.findByText('All systems operational')).toBeTruthy();
  });
});
