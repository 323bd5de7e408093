/** POST /banner/event (spec 7) and the spec 8 message of its failure. */
import type { HttpClient } from '../../dataProvider/httpClient';
import { BannerEventResponseSchema, NOTICES_ENDPOINTS, type BannerEventRequest } from '../../schemas/notices';
import { t } from '../../texts/t';
import { errorMessage } from '../components/feedback';

export async function sendBannerEvent(http: Pick<HttpClient, 'json'>, event: BannerEventRequest): Promise<void> {
  await http.json({ path: NOTICES_ENDPOINTS.bannerEvent, method: 'POST', json: event }, BannerEventResponseSchema);
}

/** Spec 8: 'Ошибка отправки подтверждения {message}' on failure sending a rating or closing a banner. */
export const confirmSendFailure = (error: unknown): string => t('errors.confirmSend', { message: errorMessage(error) });
