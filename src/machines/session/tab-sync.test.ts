/** The tabs of one session talk over a BroadcastChannel (docs/decisions/010-sessions-and-throttling.md). */
import { describe, expect, it } from 'vitest';
import { listenSessionMessages, postSessionMessage, SESSION_CHANNEL, type SessionTabMessage } from './tab-sync';

function nextMessage(): Promise<SessionTabMessage> {
  return new Promise((resolve) => {
    const stop = listenSessionMessages((message) => {
      stop();
      resolve(message);
    });
  });
}

describe('session tab sync', () => {
  it('delivers a rotation and an end to another listener', async () => {
    const heard = nextMessage();
    postSessionMessage({ type: 'rotated', sid: 'ses-1', token: 'Bearer a.b.c', refreshToken: 'r.s.t' });
    expect(await heard).toEqual({ type: 'rotated', sid: 'ses-1', token: 'Bearer a.b.c', refreshToken: 'r.s.t' });
    const ended = nextMessage();
    postSessionMessage({ type: 'ended', sid: 'ses-1' });
    expect(await ended).toEqual({ type: 'ended', sid: 'ses-1' });
  });

  it('drops messages that are not well formed', async () => {
    const heard = nextMessage();
    const raw = new BroadcastChannel(SESSION_CHANNEL);
    raw.postMessage({ type: 'rotated', sid: 'ses-1', token: 'no bearer', refreshToken: 'x' });
    raw.postMessage('junk');
    raw.postMessage({ type: 'ended', sid: 'ses-2' });
    raw.close();
    expect(await heard).toEqual({ type: 'ended', sid: 'ses-2' });
  });
});
