/**
 * Where the mock build hands the replay page its mock API tools (issue 13 part 4; docs/decisions/031): the
 * views never import mocks/, so the mock build's entry (src/main.tsx) provides a loader here, and the page
 * shows the tools only when one was provided. Other builds never provide one, and have none of their code.
 */
import type { ApplicationLog, ReplayFile } from '#src/domain/schemas/replay-log';

/** Which tool the page shows, and what it needs (mocks/replay/replay-tools.tsx renders them). */
export type ReplayMockToolsProps =
  { part: 'record'; onLoad: (file: ReplayFile) => void } | { part: 'reproduce'; log: ApplicationLog } | { part: 'jump' };

/** A loader of the tools' module: its default export is the component. */
export type ReplayMockToolsLoader = () => Promise<{ default: (props: ReplayMockToolsProps) => React.ReactNode }>;

let provided: ReplayMockToolsLoader | null = null;

/**
 * Provide the tools (the mock build's entry, before the app starts).
 * @param loader - loads mocks/replay/replay-tools.tsx.
 */
export function provideReplayMockTools(loader: ReplayMockToolsLoader): void {
  provided = loader;
}

/** The loader provided, or null when this build has no mock API. */
export function replayMockTools(): ReplayMockToolsLoader | null {
  return provided;
}
