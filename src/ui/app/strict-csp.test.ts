import { z } from 'zod';
import { cspNonce } from './strict-csp';

describe('strict CSP set-up (docs/decisions/013-deploy-headers.md)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the nonce the server wrote into index.html', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="0f3a9c">';
    expect(cspNonce()).toBe('0f3a9c');
  });

  it('has no nonce when the page carries none (dev server, tests)', () => {
    expect(cspNonce()).toBeUndefined();
  });

  it("switches zod's eval-built parsers off, so no script-src violation is reported", () => {
    expect(z.config().jitless).toBe(true);
  });
});
