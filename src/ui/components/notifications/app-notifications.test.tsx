import { notificationsTop } from './app-notifications';

describe('notificationsTop', () => {
  it('starts notifications 8 px below the main content while the header is in view, else 16 px from the top', () => {
    expect(notificationsTop(214)).toBe(222);
    expect(notificationsTop(-600)).toBe(16);
    expect(notificationsTop(null)).toBe(16);
  });
});
