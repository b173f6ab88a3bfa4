import { Link as RouterLink, Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';

export function RootLayout() {
  return (
    <>
      <AppBar position="static" color="inherit" elevation={0}>
        <Toolbar>
          <Link component={RouterLink} to="/" underline="none" variant="h6" color="text.primary" fontWeight={800}>
            Hookline
          </Link>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 6 }}>
        <Outlet />
      </Container>
    </>
  );
}

/** Shown while the first lazy route chunk loads. */
export function RouteLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
