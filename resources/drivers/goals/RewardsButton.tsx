/**
 * «Начислить награды» (POST /drivers/goals/{goalId}/rewards): after a confirmation, every
 * participant who reached the target and has not been paid gets the reward as a bonus entry.
 * One Idempotency-Key per confirmation dialog, reused if the person retries after a failure.
 */
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useRefresh, useNotify } from 'react-admin';
import { type Goal } from '../../../schemas/desk';
import { formatMoney } from '../../../src/components/money';
import { useText } from '../../../src/i18n/useText';
import { errorMessage } from '../../../src/components/feedback';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';

const TITLE_ID = 'goal-rewards-title';

export const RewardsButton = ({ goal }: { goal: Goal }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const notify = useNotify();
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pay = async (idempotencyKey: string) => {
    setBusy(true);
    try {
      await dataProvider.payGoalRewards(goal.id, idempotencyKey);
      setKey(null);
      notify(translate('desk.goals.rewarded'), { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="contained"
        startIcon={<EmojiEventsOutlined />}
        onClick={() => setKey(crypto.randomUUID())}
        disabled={goal.achieved_count === 0}
      >
        {translate('desk.goals.rewards')}
      </Button>
      <Dialog open={key !== null} onClose={() => setKey(null)} aria-labelledby={TITLE_ID}>
        <DialogTitle id={TITLE_ID}>{translate('desk.goals.rewardsTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('desk.goals.rewardsText', { reward: formatMoney(goal.reward) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setKey(null)} disabled={busy}>
            {translate('desk.common.cancel')}
          </Button>
          <Button variant="contained" onClick={() => key !== null && void pay(key)} disabled={busy}>
            {translate('desk.goals.rewards')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
