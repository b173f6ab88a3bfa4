import Typography from '@mui/material/Typography';

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This page is on its way.</Typography>
    </>
  );
}
