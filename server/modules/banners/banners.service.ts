/**
 * Banners for a user (spec 4): the rating poll and the fee-report notice open only when a banner
 * of their type is pending for this user; the poll's events follow spec 7 (one score, then at
 * most one comment; 'close' when the user closes it). The fee-report notice is only for the
 * groups that may open the fee report.
 */
import { canAccess } from '../../../schemas/access';
import type { AccessClaims } from '../../../schemas/auth';
import type { BannerEventRequest, BannerResponse, BannerType } from '../../../schemas/notices';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { BannersRepository, type BannerViewer } from './banners.repository';

/** The page the fee-report notice leads to. */
const FEE_REPORT_PATH = '/drivers/feereport';

const texts = {
  alreadyAnswered: 'Оценка уже отправлена',
  commentBeforeScore: 'Сначала отправьте оценку',
  alreadyCommented: 'Комментарий уже отправлен',
};

export class BannersService {
  private readonly banners: BannersRepository;

  constructor(private readonly deps: AppDeps) {
    this.banners = new BannersRepository(deps.db);
  }

  private viewer(claims: AccessClaims): BannerViewer {
    return { userId: Number(claims.sub), taxisId: claims.taxis_id, now: this.deps.clock.now() };
  }

  private maySee(claims: AccessClaims, type: BannerType): boolean {
    return type !== 'report_data' || canAccess(this.deps.config.accessPolicy, claims.group_id, FEE_REPORT_PATH);
  }

  async pending(claims: AccessClaims, type: BannerType): Promise<BannerResponse> {
    const banner = this.maySee(claims, type) ? await this.banners.pending(this.viewer(claims), type) : null;
    return { banner_id: banner?.id ?? null, banner_type: type, title: banner?.title ?? null };
  }

  async event(claims: AccessClaims, event: BannerEventRequest): Promise<{ ok: true }> {
    const viewer = this.viewer(claims);
    const banner = this.maySee(claims, event.banner_type)
      ? await this.banners.findActive(viewer, event.banner_id, event.banner_type)
      : null;
    if (!banner) throw errors.notFound();
    await this.banners.exclusive(viewer.userId, banner.id, async (banners) => {
      const done = await banners.eventTypesOf(viewer.userId, banner.id);
      if (event.event_type === 'response' && done.has('response')) throw errors.conflict(texts.alreadyAnswered);
      if (event.event_type === 'comment') {
        if (!done.has('response')) throw errors.conflict(texts.commentBeforeScore);
        if (done.has('comment')) throw errors.conflict(texts.alreadyCommented);
      }
      await banners.addEvent({
        bannerId: banner.id,
        bannerType: banner.bannerType,
        userId: viewer.userId,
        taxisId: viewer.taxisId,
        eventType: event.event_type,
        extraInfo: event.extra_info ?? null,
        createdAt: viewer.now,
      });
    });
    return { ok: true };
  }
}
