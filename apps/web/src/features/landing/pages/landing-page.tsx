import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HealthStatus } from '../components/health-status';

export function LandingPage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        Are Your Videos Actually Working?
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary">
        Hookline analyses your YouTube channel, learns your voice and tells you which videos land, why, and what
        to make next, with ideas and scripts that sound like you.
      </Typography>
      <HealthStatus />
    </Stack>
  );
}
