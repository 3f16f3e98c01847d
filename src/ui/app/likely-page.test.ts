import { LAST_AREA_KEY, likelyPageAfterSignIn, rememberArea } from './likely-page';

describe('the page a sign-in will most likely open', () => {
  beforeEach(() => localStorage.removeItem(LAST_AREA_KEY));

  it("is the citizens' services list on a device no one has signed in on", () => {
    expect(likelyPageAfterSignIn('')).toBe('/user/services/list');
  });

  it('is the home of the area last signed into on this device', () => {
    rememberArea('backoffice');
    expect(likelyPageAfterSignIn('')).toBe('/backoffice/dashboard');
    rememberArea('institution');
    expect(likelyPageAfterSignIn('')).toBe('/institution/services/list');
  });

  it('is the returnTo address when the sign-in page has one, without its query', () => {
    rememberArea('backoffice');
    expect(likelyPageAfterSignIn('?returnTo=%2Fuser%2Fapplications%3Fpage%3D2')).toBe('/user/applications');
  });

  it('ignores a returnTo that leaves the portal and a stored value that is no area', () => {
    localStorage.setItem(LAST_AREA_KEY, 'somewhere');
    expect(likelyPageAfterSignIn('?returnTo=%2F%2Fevil.example%2F')).toBe('/user/services/list');
    expect(likelyPageAfterSignIn('?returnTo=https%3A%2F%2Fevil.example%2F')).toBe('/user/services/list');
  });
});
