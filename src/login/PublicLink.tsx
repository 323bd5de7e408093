/** A link between the public screens: a real href, followed without a page load. */
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { usePublicNavigation } from './publicNavigation';

export const PublicLink = ({ to, children }: { to: string; children: ReactNode }) => {
  const { go } = usePublicNavigation();
  return (
    <Link
      href={to}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go(to);
      }}
    >
      {children}
    </Link>
  );
};
