import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface Props {
  onReload?: () => void;
}

export function ErrorFallback({ onReload = () => window.location.reload() }: Props) {
  return (
    <Box role="alert" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        An unexpected error stopped this page from loading.
      </Typography>
      <Button variant="contained" onClick={onReload}>
        Reload
      </Button>
    </Box>
  );
}
