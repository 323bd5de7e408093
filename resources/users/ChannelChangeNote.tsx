/**
 * What a manager sees on a staff user's card once they saved a new e-mail or phone: the new value
 * waits for the user's own code (issue 20 §1) and the user was signed out everywhere. The card
 * compares the record with the one it opened on; changing the value back clears the note.
 */
import { Alert } from '@mui/material';
import { useState } from 'react';
import type { StaffUser } from './staff-users/resource';
import { useText } from '../../src/i18n/useText';

type Contacts = Pick<StaffUser, 'id' | 'email' | 'phone'>;

export const ChannelChangeNote = ({ user }: { user: Contacts }) => {
  const translate = useText();
  const [opened, setOpened] = useState<Contacts>(user);
  // Another user's card in the same view starts its own comparison.
  if (opened.id !== user.id) {
    setOpened(user);
    return null;
  }
  const email = user.email.toLowerCase() !== opened.email.toLowerCase();
  const phone = user.phone !== opened.phone;
  if (!email && !phone) return null;
  const text = email && phone ? translate('channels.saved.both') : email ? translate('channels.saved.email') : translate('channels.saved.phone');
  return (
    <Alert severity="info" variant="outlined" role="status" sx={{ mb: 2, maxWidth: 720, bgcolor: 'background.paper' }}>
      {text}
    </Alert>
  );
};
