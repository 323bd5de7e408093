/** The cabinet's mark and name, for the app bar and the auth and 404 frames. */
import LocalTaxiOutlined from '@mui/icons-material/LocalTaxiOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLoginText } from '../i18n/useLoginText';

export const Brand = ({ inverse = false, hideNameBelow }: { inverse?: boolean; hideNameBelow?: 'sm' | 'md' }) => {
  const translate = useLoginText();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          bgcolor: inverse ? 'rgba(255, 255, 255, 0.14)' : 'primary.main',
          color: '#ffffff',
        }}
      >
        <LocalTaxiOutlined fontSize="small" />
      </Box>
      <Typography
        component="span"
        noWrap
        sx={{
          fontWeight: 600,
          fontSize: '1rem',
          color: inverse ? 'inherit' : 'text.primary',
          display: hideNameBelow ? { xs: 'none', [hideNameBelow]: 'inline' } : 'inline',
        }}
      >
        {translate('app.title')}
      </Typography>
    </Box>
  );
};
