import { matchPath } from 'react-router';
import { ROUTES } from '../route-table';
import { buildPath, PATTERNS, paths } from './paths';

// The tools' routes exist only in the builds that have the flow visualizer (the mock build), not under Vitest.
const TOOLS = new Set<string>([PATTERNS.flows, PATTERNS.replay]);

describe('typed route builders', () => {
  it.each(Object.entries(PATTERNS).filter(([, pattern]) => !TOOLS.has(pattern)))(
    '%s is the pattern of a route of the route table',
    (_, pattern) => {
      // The pattern read as a matcher over the table's own paths (an `:area` or `:section` stands for a real one).
      expect(ROUTES.some((route) => matchPath(pattern, route.path))).toBe(true);
    },
  );

  it('builds exactly the addresses the literals did', () => {
    expect(paths.application('user', 'A/1 b')).toBe(`/user/applications/${encodeURIComponent('A/1 b')}`);
    expect(paths.applications('institution')).toBe('/institution/applications');
    expect(paths.paymentSuccess('user', 'app 1')).toBe('/user/payment-success?application=app%201');
    expect(paths.cardPaymentComplete('institution', 'x')).toBe('/institution/card-payment/complete?application=x');
    expect(paths.signIn()).toBe('/sign-in');
    expect(paths.signIn('')).toBe('/sign-in');
    expect(paths.signIn('/user/applications?x=1')).toBe(`/sign-in?returnTo=${encodeURIComponent('/user/applications?x=1')}`);
    expect(paths.applicationDetails('marriage-registrations', 'a#1')).toBe('/backoffice/marriage-registrations/details/a%231');
    expect(paths.marriageEntry('MR/2024/1')).toBe(`/backoffice/registry/marriage?entry=${encodeURIComponent('MR/2024/1')}`);
    expect(paths.verify()).toBe('/verify');
    expect(paths.verify('AB12-CD34')).toBe('/verify/AB12-CD34');
    expect(paths.settings('service-costs')).toBe('/backoffice/settings/service-costs');
    expect(paths.areaTerms('backoffice')).toBe('/backoffice/terms-and-privacy-policy');
  });

  it('fills every parameter and leaves out undefined query values', () => {
    expect(buildPath('/notices/:noticeNumber/caveat', { noticeNumber: 'N 1' })).toBe('/notices/N%201/caveat');
    expect(buildPath('/x', {}, { a: undefined, b: '1' })).toBe('/x?b=1');
  });
});
