/** /drivers/goals — generated (./list.ts), with «Новая цель» (a dialog whose form loads on demand). */
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { lazyNamed } from '../../../src/root/lazy';
import { ruDesk } from '../../../texts/ru-desk';
import { goalList } from './list';

const GoalCreateDialog = lazyNamed(() => import('./GoalCreateDialog'), 'GoalCreateDialog');

const CreateButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<AddOutlined />} onClick={() => setOpen(true)}>
        {ruDesk.goals.create}
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
