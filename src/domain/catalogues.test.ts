import { describe, expect, it } from 'vitest';
import { SERVICE_LABELS, SERVICE_TYPES, serviceLabel } from './services/service-types';
import { APPLICATION_STATUSES, STATUS_CLASSES } from './statuses';
import { AREA_HOME, pathAfterSignIn } from './accounts';
import { notificationAutoCloseMs, notificationText } from './notifications';
import { formatMoney } from './money';

describe('catalogues (SPEC.md §1, §4)', () => {
  it('has the 13 service types with label = value as SPEC.md §1 lists them', () => {
    expect(SERVICE_TYPES).toHaveLength(13);
    expect(serviceLabel('MARRIAGE')).toBe('Civil Marriages');
    expect(SERVICE_LABELS.SINGLE_STATUS_LETTER).toBe('Marital Status Letter');
    expect(SERVICE_LABELS.ISLAMIC_MARRIAGE_RETURNS).toBe('Islamic Marriage Returns');
  });
  it('has the 7 statuses with their display classes', () => {
    expect(APPLICATION_STATUSES).toHaveLength(7);
    expect(STATUS_CLASSES).toEqual({
      Pending: 'pending',
      Payment_Confirmation: 'pending',
      Approved: 'approved',
      Declined: 'rejected',
      Corrections_Requested: 'correction',
      Submitted: 'submitted',
      Draft: 'draft',
    });
  });
});

describe('routing after sign-in (SPEC.md §4)', () => {
  it('stays on the protected loader', () => {
    expect(pathAfterSignIn({ accountType: 'INDIVIDUAL', idNumber: null }, '/account-loader-protected')).toBe('/account-loader-protected');
  });
  it('sends a person with no idNumber to onboarding', () => {
    expect(pathAfterSignIn({ accountType: 'INDIVIDUAL', idNumber: null }, '/sign-in')).toBe('/account-onboard');
  });
  it.each([
    ['BACKOFFICE', '/backoffice/dashboard'],
    ['ADMIN_UNIT', '/backoffice/dashboard'],
    ['ORGANIZATION', '/institution/services/list'],
    ['INDIVIDUAL', '/user/services/list'],
  ] as const)('sends %s home to %s', (accountType, home) => {
    expect(pathAfterSignIn({ accountType, idNumber: 'CM9001012345AB' }, '/sign-in')).toBe(home);
    expect(Object.values(AREA_HOME)).toContain(home);
  });
});

describe('notifications (SPEC.md §8, §9)', () => {
  it('reads "{Title}: {message}" with default titles and no prefix for primary', () => {
    expect(notificationText({ type: 'danger', message: 'No internet connectivity. Check your network' })).toBe(
      'Error: No internet connectivity. Check your network',
    );
    expect(notificationText({ type: 'success', message: 'Session Reloaded' })).toBe('Success: Session Reloaded');
    expect(notificationText({ type: 'info', message: 'x' })).toBe('Info: x');
    expect(notificationText({ type: 'warning', message: 'x' })).toBe('Warning: x');
    expect(notificationText({ type: 'primary', message: 'Plain' })).toBe('Plain');
    expect(notificationText({ type: 'danger', title: 'Payment', message: 'Declined' })).toBe('Payment: Declined');
  });
  it('lasts 4 s by default and is sticky when the duration is none', () => {
    expect(notificationAutoCloseMs(undefined)).toBe(4000);
    expect(notificationAutoCloseMs(10)).toBe(10_000);
    expect(notificationAutoCloseMs(null)).toBe(false);
  });
});

describe('money (DOMAIN.md §4)', () => {
  it('formats UGX without decimals and USD with cents', () => {
    expect(formatMoney(260000)).toBe('UGX 260,000');
    expect(formatMoney(35, 'USD')).toBe('USD 35.00');
  });
});
