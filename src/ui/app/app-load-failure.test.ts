import { APP_LOAD_FAILURE_ID, loadAppOrSayOffline } from './app-load-failure';

describe('the app could not be loaded', () => {
  it('says the offline message as an alert, once, and reloads when back online', async () => {
    const reload = vi.fn();
    const win = { document, location: { reload }, addEventListener: window.addEventListener.bind(window) } as unknown as Window;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    void loadAppOrSayOffline(failed, win);
    void loadAppOrSayOffline(failed, win);
    await vi.waitFor(() => expect(document.getElementById(APP_LOAD_FAILURE_ID)).not.toBeNull());
    const alerts = document.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toBe('Error: No internet connectivity. Check your network');

    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalled();
  });

  it('answers the module when it loads', async () => {
    await expect(loadAppOrSayOffline(() => Promise.resolve({ mountPortal: 'here' }))).resolves.toEqual({ mountPortal: 'here' });
    expect(document.getElementById(APP_LOAD_FAILURE_ID)).toBeNull();
  });
});
