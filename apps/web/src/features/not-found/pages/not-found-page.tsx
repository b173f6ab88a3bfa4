import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export function NotFoundPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        We couldn't find the page you were looking for.
      </Typography>
      <Link component={RouterLink} to="/">
        Back to home
      </Link>
    </>
  );
}
