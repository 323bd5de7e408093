/**
 * One modal session per signed-in user and page load: what the modals need is asked for once,
 * the schedule is armed from the session's start, and the queue decides what is on screen.
 * The session lives outside React because the frame remounts on some navigations (home to a
 * section, the 404 page) and the timers must run on regardless.
 */
import type { CabinetIdentity, CabinetPermissions } from '../../authProvider/types';
import type { HttpClient } from '../../dataProvider/httpClient';
import { canAccess, PARK_CARD_WRITERS } from '../../schemas/access';
import { canWrite } from '../../schemas/resource';
import { TaxiSchema, type Taxi } from '../../schemas/auth';
import {
  BannerResponseSchema,
  NOTICES_ENDPOINTS,
  ReferralSettingsResponseSchema,
  type BannerResponse,
  type BannerType,
} from '../../schemas/notices';
import { t } from '../../texts/t';
import { errorMessage } from '../components/feedback';
import { ModalQueue } from './queue';
import { questionnaireDue } from './questionnaire';
import { isPhoneUserAgent, modalSchedule, type ModalEligibility, type ModalKind } from './schedule';
import { isFlagSet, MODAL_KEYS, readQuestionnaireMemory } from './storage';

/**
 * Screens whose groups may see a modal (spec: only people who may act on it). The referral promo
 * and the fee-report notice name their section, so they show only when it can be opened (a
 * screen exists and the group may open it, src/root/canOpen.ts); notification 1 asks for the
 * phone in place and only needs the group's right to /users/taxi.
 */
export const MODAL_PATHS = {
  referral: '/referrals/settings',
  feeReport: '/drivers/feereport',
  notification1: '/users/taxi',
} as const;

export interface ModalSessionDeps {
  http: Pick<HttpClient, 'json'>;
  identity: Pick<CabinetIdentity, 'id' | 'taxis_id'>;
  permissions: CabinetPermissions;
  userAgent: string;
  /** Whether the person can open a section (src/root/canOpen.ts). */
  canOpen: (path: string) => boolean;
  /** Shows a failure to the person (an error snackbar). */
  report: (message: string) => void;
}

/** What the open modal shows, loaded when the session started. */
export interface ModalData {
  rating: BannerResponse | null;
  feeReport: BannerResponse | null;
  taxi: Taxi | null;
}

export interface ModalView {
  kind: ModalKind | null;
  data: ModalData;
}

const NO_DATA: ModalData = { rating: null, feeReport: null, taxi: null };

export class ModalSession {
  readonly queue = new ModalQueue();
  private data: ModalData = NO_DATA;
  private view: ModalView = { kind: null, data: NO_DATA };
  private stopped = false;

  constructor(
    readonly key: string,
    private readonly deps: ModalSessionDeps,
  ) {}

  start(): void {
    const phone = isPhoneUserAgent(this.deps.userAgent) && !isFlagSet(MODAL_KEYS.promoApp);
    this.queue.plan(modalSchedule({ promoApp: phone }));
    void this.load().then(({ eligible, data }) => {
      if (this.stopped) return;
      this.data = data;
      this.queue.plan(modalSchedule(eligible));
    });
  }

  stop(): void {
    this.stopped = true;
    this.queue.stop();
  }

  subscribe = (listener: () => void): (() => void) => this.queue.subscribe(listener);

  snapshot = (): ModalView => {
    const kind = this.queue.current();
    if (kind !== this.view.kind || this.data !== this.view.data) this.view = { kind, data: this.data };
    return this.view;
  };

  finish(kind: ModalKind): void {
    this.queue.finish(kind);
  }

  private may(path: string): boolean {
    const { policy, group_id: groupId, denied } = this.deps.permissions;
    return canAccess(policy, groupId, path, denied);
  }

  private async load(): Promise<{ eligible: ModalEligibility; data: ModalData }> {
    // The phone is written by the park card's writers only: nobody else is asked for it.
    const writesCard = canWrite({ writeGroups: PARK_CARD_WRITERS }, this.deps.permissions.group_id);
    const askPhone = this.may(MODAL_PATHS.notification1) && writesCard && !isFlagSet(MODAL_KEYS.notification1);
    const memory = readQuestionnaireMemory();
    const questionnaireOpen = !memory.recorded || memory.nextOpen !== null;
    const [referral, rating, feeReport, taxi] = await Promise.all([
      this.referralOff(),
      this.banner('quality_poll', true),
      this.banner('report_data', this.deps.canOpen(MODAL_PATHS.feeReport)),
      askPhone || questionnaireOpen ? this.taxi() : Promise.resolve(null),
    ]);
    const eligible: ModalEligibility = {
      referral,
      rating: rating !== null,
      feeReport: feeReport !== null,
      notification1: askPhone && taxi !== null && (taxi.phone ?? '').trim().length === 0,
      questionnaire: taxi !== null && questionnaireDue(taxi.first_transaction_date, memory, Date.now()),
    };
    return { eligible, data: { rating, feeReport, taxi } };
  }

  /** Spec 7: the first item's `enabled`; an empty list is "not enabled"; spec 8: failures are silent. */
  private async referralOff(): Promise<boolean> {
    if (!this.deps.canOpen(MODAL_PATHS.referral) || isFlagSet(MODAL_KEYS.referral)) return false;
    try {
      const settings = await this.deps.http.json({ path: NOTICES_ENDPOINTS.referralSettings }, ReferralSettingsResponseSchema);
      return settings[0]?.enabled !== true;
    } catch {
      return false;
    }
  }

  /** Spec 4: the modal opens only when the call returns a banner id of its type. */
  private async banner(type: BannerType, allowed: boolean): Promise<BannerResponse | null> {
    if (!allowed) return null;
    try {
      const banner = await this.deps.http.json(
        { path: NOTICES_ENDPOINTS.banner, query: { banner_type: type } },
        BannerResponseSchema,
      );
      return banner.banner_id !== null && banner.banner_type === type ? banner : null;
    } catch (error) {
      // The spec words no message for a banner that cannot be read: the modal stays closed.
      console.error(error);
      return null;
    }
  }

  private async taxi(): Promise<Taxi | null> {
    try {
      return await this.deps.http.json({ path: `/taxis/${this.deps.identity.taxis_id}` }, TaxiSchema);
    } catch (error) {
      this.deps.report(t('errors.dataLoad', { message: errorMessage(error) }));
      return null;
    }
  }
}

let active: ModalSession | null = null;
const registry = new Set<() => void>();

/** Starts the user's session unless it runs already; another user's session is stopped. */
export function startModalSession(deps: ModalSessionDeps): void {
  const key = `${deps.identity.id}:${deps.identity.taxis_id}`;
  if (active?.key === key) return;
  active?.stop();
  active = new ModalSession(key, deps);
  active.start();
  for (const listener of registry) listener();
}

export const activeModalSession = (): ModalSession | null => active;

export function subscribeModalSessions(listener: () => void): () => void {
  registry.add(listener);
  return () => {
    registry.delete(listener);
  };
}
