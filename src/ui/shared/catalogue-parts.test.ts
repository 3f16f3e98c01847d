import { partsFor } from './catalogue-parts';

describe('the catalogue parts a page loads (issue 32 item 5)', () => {
  it('loads the public part everywhere, the portal part in the signed-in areas and for the price list, no more', () => {
    expect(partsFor('public', '/')).toEqual(['public']);
    expect(partsFor('public', '/services-prices')).toEqual(['public', 'portal']);
    expect(partsFor('user', '/user/prices')).toEqual(['public', 'portal']);
    expect(partsFor('backoffice', '/backoffice/dashboard')).toEqual(['public', 'portal', 'backoffice']);
    expect(partsFor('public', '/tools/flows')).toEqual(['public', 'tools']);
  });
});
