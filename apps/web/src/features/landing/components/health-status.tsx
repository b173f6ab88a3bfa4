import Alert from '@mui/material/Alert';
import { useGetHealthQuery, type HealthResponse } from '../../../api/base-api';

// A degraded gateway may answer with a non-2xx status but still send the health body.
function readHealth(data: unknown, error: unknown): HealthResponse | undefined {
  if (data) return data as HealthResponse;
  const body = (error as { data?: unknown } | undefined)?.data;
  if (body && typeof body === 'object' && 'services' in body) return body as HealthResponse;
  return undefined;
}

export function HealthStatus() {
  const { data, error, isLoading } = useGetHealthQuery();

  if (isLoading) {
    return <Alert severity="info" role="status">Checking system status…</Alert>;
  }

  const health = readHealth(data, error);
  if (!health) {
    return <Alert severity="warning" role="status">System status is unavailable right now.</Alert>;
  }

  if (health.status === 'ok') {
    return <Alert severity="success" role="status">All systems operational</Alert>;
  }

  const down = Object.entries(health.services)
    .filter(([, service]) => service.status === 'down')
    .map(([name]) => name);
  return (
    <Alert severity="warning" role="status">
      Some services are unavailable{down.length > 0 ? `: ${down.join(', ')}` : ''}
    </Alert>
  );
}
