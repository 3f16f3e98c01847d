/**
 * The parts of each language's message catalogue (issue 32 item 5: "a language's messages load with the page that uses
 * them"; docs/decisions/048-english-in-the-code.md). A part holds the messages written in its folders
 * (lingui.config.ts); a page loads the parts of its layout ({@link partsFor}), so a person signed out never downloads the
 * back office's words. English needs no part: its words are in the code.
 */
/** A part of the catalogue. */
export type CataloguePart = 'public' | 'portal' | 'backoffice' | 'tools' | 'messages';

/**
 * The signed-in areas of couples, institutions and church agents: the service forms and their rules' messages,
 * applications, ceremonies.
 */
const PORTAL_FOLDERS = [
  'src/domain/services',
  'src/ui/forms',
  'src/ui/services',
  'src/ui/ceremonies',
  'src/ui/notice-stage',
  'src/ui/documents',
  'src/ui/pages/applicant',
  'src/ui/pages/apply',
  'src/ui/pages/account',
  'src/ui/pages/user',
  'src/ui/pages/institution',
] as const;

/** The registry's staff: queues, reviews, registers, settings (and the settings' rules), reports. */
const BACKOFFICE_FOLDERS = ['src/ui/pages/backoffice', 'src/domain/settings'] as const;

/** The tools for developers, testers and product owners (flow visualizer, replay). */
const TOOLS_FOLDERS = ['src/ui/pages/tools', 'src/ui/flows', 'src/ui/replay'] as const;

/** The folders (from the project root) whose messages each part holds; `exclude` takes sub-folders out. */
export const CATALOGUE_PARTS: Readonly<Record<CataloguePart, { include: readonly string[]; exclude?: readonly string[] }>> = {
  /**
   * Every page's frame, the shared components, the signed-out pages, and the rules' messages (src/domain): all of
   * src/ui and src/domain but the folders of the other parts.
   */
  public: { include: ['src/ui', 'src/domain'], exclude: [...PORTAL_FOLDERS, ...BACKOFFICE_FOLDERS, ...TOOLS_FOLDERS] },
  portal: { include: PORTAL_FOLDERS },
  backoffice: { include: BACKOFFICE_FOLDERS },
  tools: { include: TOOLS_FOLDERS },
  /**
   * The e-mails and text messages the mock API sends (mocks/), in the language saved to the recipient's account: the
   * mock loads this part itself; no page does.
   */
  messages: { include: ['mocks'] },
};

/** The order parts are listed in. */
export const PART_NAMES = Object.keys(CATALOGUE_PARTS) as CataloguePart[];

/**
 * The parts a page needs, by its layout and path: every page the public part; the signed-in areas the portal's (the
 * back office reads applications' forms too), and the public price list too (the services' names); the back office its
 * own; the tools theirs.
 * @param layout - the page's layout (src/ui/routing/route-types.ts `LayoutName`: public, auth, account, user, institution,
 *   backoffice).
 * @param path - the page's route path, e.g. "/tools/flows".
 * @returns the parts, `public` first.
 */
export function partsFor(layout: string, path = ''): CataloguePart[] {
  const parts: CataloguePart[] = ['public'];
  if (layout === 'account' || layout === 'user' || layout === 'institution' || layout === 'backoffice') parts.push('portal');
  if (layout === 'backoffice') parts.push('backoffice');
  // The price list names each service, whose words live with its manifest (src/domain/services, the portal's part).
  if (path === '/services-prices' && !parts.includes('portal')) parts.push('portal');
  if (path.startsWith('/tools')) parts.push('tools');
  return parts;
}
