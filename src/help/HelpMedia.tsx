/**
 * The media of a help item (spec 2: "help is shown as tips and video instructions"): video
 * instructions (isVideoUrl) as players that fetch nothing but their metadata until played, the
 * images as one set of slides.
 */
import { Box, Stack } from '@mui/material';
import { isVideoUrl } from '../../schemas/notices';
import { useText } from '../i18n/useText';
import { Slides } from './Slides';

export const HelpMedia = ({ urls, title }: { urls: readonly string[]; title: string }) => {
  const translate = useText();
  const videos = urls.filter(isVideoUrl);
  const images = urls.filter((url) => !isVideoUrl(url));
  if (urls.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      {videos.map((url) => (
        <Box
          key={url}
          component="video"
          controls
          preload="metadata"
          src={url}
          aria-label={translate('help.video', { title })}
          sx={{ width: '100%', borderRadius: 1, bgcolor: 'common.black', display: 'block' }}
        />
      ))}
      {images.length > 0 ? <Slides urls={images} title={title} /> : null}
    </Stack>
  );
};
