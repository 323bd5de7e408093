/** The 404 page in its own frame (spec 2): no menu, the text and a link to the main page. */
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Brand } from '../components/Brand';
import { useText } from '../i18n/useText';

export const NotFoundPage = () => {
  const translate = useText();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 2,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Brand />
      <Typography aria-hidden sx={{ fontSize: '4rem', fontWeight: 700, color: 'text.disabled', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h1">{translate('app.notFound')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.toMain')}
      </Button>
    </Box>
  );
};
