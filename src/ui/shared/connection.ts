/**
 * What the browser tells of the person's connection (the Network Information API, `navigator.connection`, where the
 * browser has it: Chromium), and the one rule the portal reads from it (issue 33): a connection the person pays
 * dearly for gets only what they ask for. Part of the entry script's first bytes, so it stays tiny.
 */

/** What the Network Information API tells, where the browser has it (Chromium). */
export interface ConnectionInfo {
  /** The person asked the browser to save data. */
  saveData?: boolean;
  /** 'slow-2g', '2g', '3g' or '4g', from the measured speed. */
  effectiveType?: string;
  /** The estimated download speed, in Mbit/s. */
  downlink?: number;
}

/**
 * Below this download speed (Mbit/s) a connection counts as 2G here, whatever its `effectiveType`: Chrome calls a
 * 250 kbit/s, 300 ms line (the 2G profile of issue 33, as rural Uganda has it) '3g', its '2g' being under 70 kbit/s.
 */
export const SLOW_DOWNLINK_MBPS = 0.5;

/**
 * The browser's connection, read now.
 * @returns `navigator.connection`, or undefined where the browser does not have it (Firefox, Safari).
 */
export function browserConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * Whether each byte costs the person dearly now (issue 33: mobile data is paid by the megabyte in Uganda): they asked
 * the browser to save data, or the connection is 2G or slow 2G, or slower than {@link SLOW_DOWNLINK_MBPS}.
 * @param connection - the browser's connection ({@link browserConnection}); undefined when unknown.
 * @returns false when the browser does not say (nothing is held back from a browser that cannot tell).
 */
export function isCostlyConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData) return true;
  const type = connection.effectiveType;
  if (type === 'slow-2g' || type === '2g') return true;
  return connection.downlink !== undefined && connection.downlink > 0 && connection.downlink < SLOW_DOWNLINK_MBPS;
}
