import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkPhone } from './phone';
import { loadPhoneChecker } from './phone-checker';
import { installPhoneChecker, phoneChecker, phoneCheckMisses } from './phone-rule';
import { phoneField } from './schemas/phone-field';

const NOT_CHECKED = 'This phone number could not be checked yet. Check your connection, then try again.';
const schema = z.object({ phone: phoneField });

describe('the phone rule before and after its checker arrives (issue 33)', () => {
  afterEach(() => installPhoneChecker(checkPhone));

  it('refuses a number it cannot check yet, and counts the miss; an empty field needs no checker', () => {
    installPhoneChecker(undefined);
    const misses = phoneCheckMisses();
    const result = schema.safeParse({ phone: '0772 123456' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([NOT_CHECKED]);
    expect(phoneCheckMisses()).toBe(misses + 1);
    const empty = schema.safeParse({ phone: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['Enter a phone number']);
    expect(phoneCheckMisses()).toBe(misses + 1);
  });

  it('loads the checker into the slot, and then checks as the API does', async () => {
    installPhoneChecker(undefined);
    await loadPhoneChecker();
    expect(phoneChecker()).toBe(checkPhone);
    expect(schema.parse({ phone: '0772 123456' })).toEqual({ phone: '+256772123456' });
    expect(schema.safeParse({ phone: '0772 12' }).success).toBe(false);
  });
});
