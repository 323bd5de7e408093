/** Renders a screen in the frame its route declares (schemas/routing.ts `Frame`). */
import type { ReactNode } from 'react';
import type { Frame as FrameKind } from '../../schemas/routing';
import { AuthFrame } from './AuthFrame';
import { CabinetLayout } from './CabinetLayout';

export const Frame = ({ frame = 'default', children }: { frame?: FrameKind; children: ReactNode }) =>
  frame === 'auth' ? (
    <AuthFrame>{children}</AuthFrame>
  ) : (
    <CabinetLayout rightPanel={frame === 'default'}>{children}</CabinetLayout>
  );
