import { formatMoney } from './money';
import { compareNames, formatLocale } from './language-formats';

describe('numbers and names in the reader’s language (issue 32 item 4)', () => {
  it('follows Uganda’s conventions of each language, English’s for the pseudo-locale', () => {
    expect(['en', 'lg', 'sw', 'en-XA'].map((l) => formatLocale(l))).toEqual(['en-UG', 'lg-UG', 'sw-UG', 'en-UG']);
  });

  it('groups an amount as the language does, the currency code first', () => {
    expect(formatMoney(1_260_000, 'UGX', 'sw-UG')).toBe('UGX 1,260,000');
    expect(formatMoney(35, 'USD', 'lg-UG')).toBe('USD 35.00');
    // A language that groups otherwise (German: points) shows that the grouping is the language's, not fixed.
    expect(formatMoney(1_260_000, 'UGX', 'de-DE')).toBe('UGX 1.260.000');
  });

  it('sorts names by collation: accents and case beside their letter, numbers by value', () => {
    const names = ['Kampala 10', 'zombo', 'Éliane', 'Kampala 2', 'Arua'];
    expect([...names].sort(compareNames)).toEqual(['Arua', 'Éliane', 'Kampala 2', 'Kampala 10', 'zombo']);
  });
});
