import { pseudoCatalogue, pseudoText } from './pseudo-locale';

describe('the pseudo-locale en-XA (issue 32 item 3)', () => {
  it('accents the letters and doubles the vowels', () => {
    expect(pseudoText('Sign in')).toBe('Šííğñ ííñ');
    expect(pseudoText('Marriage Registry')).toBe('Máárrííááğéé Rééğííštrý');
  });

  it('makes a message about a third longer or more', () => {
    const english = 'Marriage Registry Portal: give notice of marriage, file returns, and track applications.';
    expect(pseudoText(english).length / english.length).toBeGreaterThan(1.3);
  });

  it("keeps a <Trans>'s element placeholders as they are", () => {
    expect(pseudoText('Read the <0>terms</0> first<1/>')).toBe('Rééáád théé <0>téérmš</0> fííršt<1/>');
  });

  it('wraps each message, its values inside the marks, and localises the choices of a plural', () => {
    const catalogue = pseudoCatalogue({
      a: 'Sign in',
      b: ['Hello ', ['name'], '!'],
      c: [['count', 'plural', { one: ['#', ' notice'], other: ['#', ' notices'], offset: undefined }]],
    });
    expect(catalogue.a).toBe('⟦Šííğñ ííñ⟧');
    expect(catalogue.b).toEqual(['⟦', 'Hééllóó ', ['name'], '!', '⟧']);
    expect(catalogue.c).toEqual([
      '⟦',
      ['count', 'plural', { one: ['#', ' ñóótííçéé'], other: ['#', ' ñóótííçééš'], offset: undefined }],
      '⟧',
    ]);
  });
});
