/**
 * The rating poll (spec 4, 5): a score from 1 to 5, an optional comment checked as it is typed,
 * then 'response' with the score and, for a non-empty comment, 'comment' (spec 7). Closing it
 * before the answer went through records 'close'.
 */
import { Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useId, useState } from 'react';
import {
  RATING_COMMENT_MAX,
  RATING_LEVELS,
  ratingCommentIssue,
  type BannerEventRequest,
  type BannerResponse,
} from '../../schemas/notices';
import { t } from '../../texts/t';
import { useText } from '../i18n/useText';
import { useAppDataProvider } from '../root/useAppDataProvider';
import { confirmSendFailure, sendBannerEvent } from './bannerEvents';
import { ModalDialog } from './ModalDialog';

const SCORES = Array.from({ length: RATING_LEVELS }, (_, index) => index + 1);
/** Spec 4: a score of 3 or less is answered with the "we will improve" text. */
const LOW_SCORE_MAX = 3;

export const ratingThanks = (score: number): string => (score <= LOW_SCORE_MAX ? t('rating.low') : t('rating.high'));

export const RatingPollDialog = ({ banner, onDone }: { banner: BannerResponse; onDone: () => void }) => {
  const translate = useText();
  const { http } = useAppDataProvider();
  const notify = useNotify();
  const commentId = useId();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  /** The score went through: a retry after a failed comment sends only the comment. */
  const [responded, setResponded] = useState(false);
  const [answered, setAnswered] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const issue = ratingCommentIssue(comment);
  const bannerId = banner.banner_id;

  const event = (id: number, event_type: BannerEventRequest['event_type'], extra_info?: string): BannerEventRequest => ({
    event_type,
    banner_id: id,
    banner_type: banner.banner_type,
    ...(extra_info === undefined ? {} : { extra_info }),
  });

  const send = async () => {
    if (score === null || issue !== null || bannerId === null) return;
    setBusy(true);
    try {
      if (!responded) {
        await sendBannerEvent(http, event(bannerId, 'response', String(score)));
        setResponded(true);
      }
      const note = comment.trim();
      if (note.length > 0) await sendBannerEvent(http, event(bannerId, 'comment', note));
      setAnswered(score);
    } catch (error) {
      notify(confirmSendFailure(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    // Spec 4: only a person's close of an unanswered poll with a banner id is recorded; once the
    // score went through the poll counts as answered, even if its comment did not.
    if (!responded && bannerId !== null) {
      sendBannerEvent(http, event(bannerId, 'close')).catch((error: unknown) => notify(confirmSendFailure(error), { type: 'error' }));
    }
    onDone();
  };

  if (answered !== null) {
    return (
      <ModalDialog title={translate('modals.rating.thanks')} onClose={onDone}>
        <Typography>{ratingThanks(answered)}</Typography>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      title={banner.title ?? translate('modals.rating.title')}
      onClose={close}
      actions={
        <Button variant="contained" onClick={() => void send()} disabled={score === null || issue !== null || busy}>
          {translate('modals.rating.send')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography>{translate('modals.rating.question')}</Typography>
        <Box>
          <ToggleButtonGroup
            exclusive
            value={score}
            onChange={(_, value: number | null) => setScore(value)}
            aria-label={translate('modals.rating.scale')}
            color="primary"
            fullWidth
          >
            {SCORES.map((value) => (
              <ToggleButton key={value} value={value} aria-label={translate('modals.rating.score', { score: value })}>
                {value}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Stack direction="row" sx={{ mt: 0.5, justifyContent: 'space-between' }}>
            <Typography variant="caption" color="text.secondary">
              {translate('modals.rating.worst')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('modals.rating.best')}
            </Typography>
          </Stack>
        </Box>
        <TextField
          id={commentId}
          label={translate('modals.rating.comment')}
          value={comment}
          onChange={(changed) => setComment(changed.target.value)}
          error={issue !== null}
          helperText={issue ?? translate('modals.rating.counter', { count: comment.length, max: RATING_COMMENT_MAX })}
          multiline
          minRows={3}
          fullWidth
        />
      </Stack>
    </ModalDialog>
  );
};
