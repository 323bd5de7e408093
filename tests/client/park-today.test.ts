import { describe, expect, it } from 'vitest';
import { parkToday } from '../../resources/drivers/common/format';

describe("a form's default day is the park's", () => {
  it("a Moscow park after 21:00 UTC is already on the next day, whatever the browser's zone", () => {
    const evening = new Date('2026-11-24T21:30:00Z');
    expect(parkToday('Europe/Moscow', evening)).toBe('2026-11-25');
    expect(parkToday('Asia/Almaty', new Date('2026-11-24T18:59:00Z'))).toBe('2026-11-24');
    expect(parkToday('Asia/Almaty', new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
  });
});
