/** Links between the desk screens and the driver card (its default tab is the balance). */
import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const driverCardPath = (id: number | string): string => `/drivers/detail/${id}/balance`;
export const transferPath = (id: number | string): string => `/transfers/detail/${id}`;

/** Stops the click from reaching a clickable table row around the link. */
const keepToLink = (event: MouseEvent) => event.stopPropagation();

/** `inText`: the link sits inside a sentence, where colour alone would not tell it apart. */
export const DriverLink = ({ id, name, inText = false }: { id: number; name: string; inText?: boolean }) => (
  <Link component={RouterLink} to={driverCardPath(id)} onClick={keepToLink} underline={inText ? 'always' : 'hover'}>
    {name}
  </Link>
);

export const TransferLink = ({ id, number }: { id: number; number: string }) => (
  <Link component={RouterLink} to={transferPath(id)} onClick={keepToLink} underline="hover">
    {number}
  </Link>
);
