import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetchJson, renderWithProviders } from '../../../test/render';
import { HealthStatus } from './health-status';

const up = { status: 'up', rtt_ms: 4 } as const;

describe('HealthStatus', () => {
  it('says all systems are operational when the gateway reports ok', async () => {
    const fetchMock = mockFetchJson({ status: 'ok', services: { auth: up, video: up } });
    renderWithProviders(<HealthStatus />);

    expect(await screen.findByText('All systems operational')).toBeTruthy();
    const request = fetchMock.mock.calls[0]?.[0] as unknown as Request;
    expect(new URL(request.url).pathname).toBe('/api/health');
    expect(request.credentials).toBe('include');
  });

  it('lists the services that are down when degraded', async () => {
    mockFetchJson({
      status: 'degraded',
      services: { auth: up, video: { status: 'down', rtt_ms: null, error: 'timeout' }, ideas: { status: 'down', rtt_ms: null } },
    });
    renderWithProviders(<HealthStatus />);

    const status = await screen.findByText(/Some services are unavailable/);
    expect(status.textContent).toContain('video, ideas');
    expect(status.textContent).not.toContain('auth');
  });

  it('still reads the body when a degraded gateway answers 503', async () => {
    mockFetchJson({ status: 'degraded', services: { credits: { status: 'down', rtt_ms: null } } }, 503);
    renderWithProviders(<HealthStatus />);

    expect((await screen.findByText(/Some services are unavailable/)).textContent).toContain('credits');
  });

  it('reports an unknown status when the request fails outright', async () => {
    mockFetchJson('Bad gateway', 502);
    renderWithProviders(<HealthStatus />);

    expect(await screen.findByText('System status is unavailable right now.')).toBeTruthy();
  });
});
