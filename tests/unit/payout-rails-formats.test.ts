/** The sandbox rails' formats: signed notifications, the 1C statement file, windows-1251, the env settings. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadPayoutRailSettings, testPayoutRailSettings } from '../../server/integrations/payouts/payout-rails-settings';
import { RAIL_PROFILES } from '../../server/integrations/payouts/sandbox/rail-profiles';
import { buildWebhook, parseRailWebhook, railWebhookKey, signWebhook } from '../../server/integrations/payouts/sandbox/sandbox-webhooks';
import {
  date1C,
  encodeWindows1251,
  renderStatement1C,
  statement1CText,
  sum1C,
  time1C,
  type Statement1CInput,
} from '../../server/integrations/payouts/sandbox/statement-1c';

const SECRET = 'unit-secret';
const AT = new Date('2026-11-21T21:30:05Z');

describe('signed notifications', () => {
  const profile = RAIL_PROFILES.ypmn;
  const key = railWebhookKey(SECRET, 'ypmn');
  const note = buildWebhook(profile, key, {
    eventId: 'YP-0000000001.2',
    amountKop: 150_050,
    status: { reference: 'p1-1', state: 'failed', externalId: 'YP-0000000001', reason: 'Карта получателя заблокирована', railFeeKop: null, at: AT },
  });

  it('carry the rail\'s status name and an HMAC-SHA256 of the exact body in the rail\'s header', () => {
    expect(JSON.parse(note.body)).toEqual({
      event_id: 'YP-0000000001.2',
      reference: 'p1-1',
      external_id: 'YP-0000000001',
      status: 'FAILED',
      amount: '1500.50',
      fee: '0.00',
      reason: 'Карта получателя заблокирована',
      occurred_at: AT.toISOString(),
    });
    const expected = createHmac('sha256', createHmac('sha256', SECRET).update('sandbox-rail:ypmn').digest()).update(note.body).digest('base64');
    expect(note.headers['x-header-signature']).toBe(expected);
    expect(signWebhook(key, note.body)).toBe(expected);
  });

  it('read back into the event, whatever the header\'s case or the body\'s form', () => {
    const event = parseRailWebhook(profile, key, note.body, note.headers);
    expect(event).toEqual({
      eventId: 'YP-0000000001.2',
      status: { reference: 'p1-1', state: 'failed', externalId: 'YP-0000000001', reason: 'Карта получателя заблокирована', railFeeKop: 0, at: AT },
    });
    const upper = { 'X-Header-Signature': note.headers['x-header-signature'] };
    expect(parseRailWebhook(profile, key, Buffer.from(note.body), upper)).toEqual(event);
    expect(parseRailWebhook(profile, key, JSON.parse(note.body), note.headers)).toEqual(event);
  });

  it('are refused when the signature, the key, the body or the status is wrong', () => {
    expect(parseRailWebhook(profile, key, note.body, {})).toBeNull();
    expect(parseRailWebhook(profile, key, note.body, { 'x-header-signature': 'AAAA' })).toBeNull();
    expect(parseRailWebhook(profile, railWebhookKey('other', 'ypmn'), note.body, note.headers)).toBeNull();
    expect(parseRailWebhook(profile, railWebhookKey(SECRET, 'cloudpayments'), note.body, note.headers)).toBeNull();
    expect(parseRailWebhook(profile, key, note.body.replace('1500.50', '9500.50'), note.headers)).toBeNull();
    const foreign = note.body.replace('"FAILED"', '"Declined"');
    expect(parseRailWebhook(profile, key, foreign, { 'x-header-signature': signWebhook(key, foreign) })).toBeNull();
    const broken = 'not json';
    expect(parseRailWebhook(profile, key, broken, { 'x-header-signature': signWebhook(key, broken) })).toBeNull();
  });
});

describe('the 1C statement file', () => {
  const input: Statement1CInput = {
    sender: 'Точка (тестовый режим)',
    receiver: 'Бухгалтерия',
    createdAt: AT,
    from: new Date('2026-11-19T21:00:00Z'),
    to: new Date('2026-11-21T21:00:00Z'),
    account: '40702810000000001001',
    bank: { bik: '044525104', corrAccount: '30101810745374525104' },
    bankName: 'Точка',
    owner: { name: 'ООО «Парк»', inn: '7701234567', kpp: '770101001' },
    openingKop: 1_000_000,
    entries: [
      {
        externalId: 'TCH-0000000017',
        amountKop: -250_050,
        at: new Date('2026-11-20T10:00:00Z'),
        purpose: 'Выплата водителю Иванову И. И.,\nвыплата № 17',
        counterparty: 'Иванов Иван Иванович',
        counterpartyAccount: '40817810099910004312',
        counterpartyBik: '044525225',
        counterpartyInn: '770123456789',
      },
      {
        externalId: 'TCH-0000000018',
        amountKop: 500_000,
        at: new Date('2026-11-21T08:00:00Z'),
        purpose: 'Пополнение счёта',
        counterparty: null,
        counterpartyAccount: null,
        counterpartyBik: null,
        counterpartyInn: null,
      },
    ],
  };

  it('writes dates and times in Moscow time and sums in roubles with a dot', () => {
    expect(date1C(AT)).toBe('22.11.2026');
    expect(time1C(AT)).toBe('00:30:05');
    expect(sum1C(123_456)).toBe('1234.56');
    expect(sum1C(5)).toBe('0.05');
    expect(sum1C(-100)).toBe('-1.00');
  });

  it('has the header, the account section with balances and one document per line', () => {
    const text = statement1CText(input);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 12)).toEqual([
      '1CClientBankExchange',
      'ВерсияФормата=1.03',
      'Кодировка=Windows',
      'Отправитель=Точка (тестовый режим)',
      'Получатель=Бухгалтерия',
      'ДатаСоздания=22.11.2026',
      'ВремяСоздания=00:30:05',
      'ДатаНачала=20.11.2026',
      'ДатаКонца=21.11.2026',
      'РасчСчет=40702810000000001001',
      'Документ=Платежное поручение',
      'СекцияРасчСчет',
    ]);
    const section = lines.slice(lines.indexOf('СекцияРасчСчет'), lines.indexOf('КонецРасчСчет') + 1);
    expect(section).toEqual([
      'СекцияРасчСчет',
      'ДатаНачала=20.11.2026',
      'ДатаКонца=21.11.2026',
      'РасчСчет=40702810000000001001',
      'НачальныйОстаток=10000.00',
      'ВсегоПоступило=5000.00',
      'ВсегоСписано=2500.50',
      'КонечныйОстаток=12499.50',
      'КонецРасчСчет',
    ]);
    const first = lines.slice(lines.indexOf('СекцияДокумент=Платежное поручение'), lines.indexOf('КонецДокумента') + 1);
    expect(first).toContain('Номер=17');
    expect(first).toContain('Дата=20.11.2026');
    expect(first).toContain('Сумма=2500.50');
    expect(first).toContain('ДатаСписано=20.11.2026');
    expect(first).toContain('ПлательщикСчет=40702810000000001001');
    expect(first).toContain('ПлательщикИНН=7701234567');
    expect(first).toContain('ПлательщикБИК=044525104');
    expect(first).toContain('ПолучательСчет=40817810099910004312');
    expect(first).toContain('ПолучательБИК=044525225');
    expect(first).toContain('Получатель=ИНН 770123456789 Иванов Иван Иванович');
    // A line break in a purpose would break the format: it becomes a space.
    expect(first).toContain('НазначениеПлатежа=Выплата водителю Иванову И. И., выплата № 17');
    const second = lines.slice(lines.lastIndexOf('СекцияДокумент=Платежное поручение'), lines.lastIndexOf('КонецДокумента') + 1);
    expect(second).toContain('ДатаПоступило=21.11.2026');
    expect(second).toContain('ПолучательСчет=40702810000000001001');
    expect(lines.at(-2)).toBe('КонецФайла');
  });

  it('is encoded in windows-1251', () => {
    expect([...encodeWindows1251('АЯаяЁё№ A')]).toEqual([0xc0, 0xdf, 0xe0, 0xff, 0xa8, 0xb8, 0xb9, 0x20, 0x41]);
    expect([...encodeWindows1251('€✓')]).toEqual([0x88, 0x3f]);
    const file = renderStatement1C(input);
    expect(new TextDecoder('windows-1251').decode(file)).toBe(statement1CText(input));
  });
});

describe('settings', () => {
  it('read the environment in one place, with a sandbox\'s defaults', () => {
    expect(loadPayoutRailSettings({})).toEqual({
      latencyMs: 300,
      randomFailureRate: 0,
      signingDelayMs: 120_000,
      webhookSecret: 'fleet-cabinet-sandbox-rails',
    });
    expect(
      loadPayoutRailSettings({
        PAYOUT_SANDBOX_LATENCY_MS: '0',
        PAYOUT_SANDBOX_FAILURE_RATE: '0.05',
        PAYOUT_SANDBOX_SIGN_DELAY_MS: 'manual',
        PAYOUT_SANDBOX_SECRET: 's3',
      }),
    ).toEqual({ latencyMs: 0, randomFailureRate: 0.05, signingDelayMs: null, webhookSecret: 's3' });
    expect(() => loadPayoutRailSettings({ PAYOUT_SANDBOX_FAILURE_RATE: '2' })).toThrow();
    expect(() => loadPayoutRailSettings({ PAYOUT_SANDBOX_LATENCY_MS: '-5' })).toThrow();
    expect(testPayoutRailSettings()).toMatchObject({ latencyMs: 0, randomFailureRate: 0, signingDelayMs: null });
  });
});
