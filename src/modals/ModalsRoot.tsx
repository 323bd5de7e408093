/**
 * The cabinet's modals (spec 2 "Modals and panels", spec 4): starts the signed-in user's modal
 * session (./session.ts) and shows the one modal its queue has on screen, each from its own
 * chunk.
 */
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { useNotify } from 'react-admin';
import type { Taxi } from '../../schemas/auth';
import type { BannerResponse } from '../../schemas/notices';
import { useCabinetIdentity, useCabinetPermissions } from '../root/identity';
import { lazyNamed } from '../root/lazy';
import { useOpenCheck } from '../root/useOpenCheck';
import { useOptionalAppDataProvider } from '../root/useAppDataProvider';
import { activeModalSession, startModalSession, subscribeModalSessions, type ModalSession } from './session';

type Done = { onDone: () => void };
type BannerProps = Done & { banner: BannerResponse };

const PromoAppDialog = lazyNamed<'PromoAppDialog', Done>(() => import('./PromoAppDialog'), 'PromoAppDialog');
const ReferralPromoDialog = lazyNamed<'ReferralPromoDialog', Done>(
  () => import('./ReferralPromoDialog'),
  'ReferralPromoDialog',
);
const QuestionnaireDialog = lazyNamed<'QuestionnaireDialog', Done>(
  () => import('./QuestionnaireDialog'),
  'QuestionnaireDialog',
);
const RatingPollDialog = lazyNamed<'RatingPollDialog', BannerProps>(() => import('./RatingPollDialog'), 'RatingPollDialog');
const FeeReportDialog = lazyNamed<'FeeReportDialog', BannerProps>(() => import('./FeeReportDialog'), 'FeeReportDialog');
const ParkPhoneDialog = lazyNamed<'ParkPhoneDialog', Done & { taxi: Taxi }>(
  () => import('./ParkPhoneDialog'),
  'ParkPhoneDialog',
);

export const ModalsRoot = () => {
  const identity = useCabinetIdentity();
  const { permissions } = useCabinetPermissions();
  const notify = useNotify();
  const http = useOptionalAppDataProvider()?.http ?? null;
  const canOpen = useOpenCheck();

  useEffect(() => {
    // Without the cabinet's own HTTP client (a bare test provider) there is nothing to ask.
    if (http === null || identity === undefined || permissions === undefined || canOpen === null) return;
    startModalSession({
      http,
      identity,
      permissions,
      userAgent: navigator.userAgent,
      canOpen,
      report: (message) => notify(message, { type: 'error' }),
    });
  }, [http, identity, permissions, canOpen, notify]);

  const session = useSyncExternalStore(subscribeModalSessions, activeModalSession);
  const key = identity === undefined ? null : `${identity.id}:${identity.taxis_id}`;
  return session === null || session.key !== key ? null : <SessionModal session={session} />;
};

const SessionModal = ({ session }: { session: ModalSession }) => {
  const { kind, data } = useSyncExternalStore(session.subscribe, session.snapshot);
  if (kind === null) return null;
  const done = () => session.finish(kind);
  return (
    <Suspense fallback={null}>
      {kind === 'promoApp' ? <PromoAppDialog onDone={done} /> : null}
      {kind === 'referral' ? <ReferralPromoDialog onDone={done} /> : null}
      {kind === 'questionnaire' ? <QuestionnaireDialog onDone={done} /> : null}
      {kind === 'rating' && data.rating !== null ? <RatingPollDialog banner={data.rating} onDone={done} /> : null}
      {kind === 'feeReport' && data.feeReport !== null ? <FeeReportDialog banner={data.feeReport} onDone={done} /> : null}
      {kind === 'notification1' && data.taxi !== null ? <ParkPhoneDialog taxi={data.taxi} onDone={done} /> : null}
    </Suspense>
  );
};
