/** /drivers/goals — generated (./list.ts), with «Новая цель» (a dialog whose form loads on demand). */
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { lazyNamed } from '../../../src/root/lazy';
import { useText } from '../../../src/i18n/useText';
import { goalList } from './list';

const GoalCreateDialog = lazyNamed(() => import('./GoalCreateDialog'), 'GoalCreateDialog');

const CreateButton = () => {
  const translate = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<AddOutlined />} onClick={() => setOpen(true)}>
        {translate('desk.goals.create')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <GoalCreateDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};

export const GoalList = () => <GeneratedScopedList declaration={goalList} actions={<CreateButton />} />;
