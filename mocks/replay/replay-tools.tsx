/**
 * The replay page's tools that need the mock API (issue 13 part 4; docs/decisions/031-replay-logs.md), given
 * to the page by the mock build's entry (src/main.tsx, through src/ui/replay/mock-tools-slot.ts): recording a demo application's timeline, reproducing a log as a new application
 * through the mock API, and jumping a demo application to a chosen status. They call the API as its callers
 * would (mocks/replay/api-replay.ts), so every change they make is the mock API's own. A reproduction says
 * before it runs what it changes; neither moves the mock clock unless the tester allows it (issue 30).
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Checkbox, Group, List, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ApplicationLog, ReplayFile } from '#src/domain/schemas/replay-log';
import { APPLICATION_STATUSES, STATUS_TEXT, type ApplicationStatus } from '#src/domain/statuses';
import { applicationLogFromTimeline } from '#src/lifecycle/application.replay';
import { LEVEL_LABELS, type ReviewLevel } from '#src/domain/review-chains';
import { SERVICE_LABELS } from '#src/domain/services/service-types';
import {
  jumpOverApi,
  readMockApplication,
  reproduceOverApi,
  reproductionEffects,
  type ApiReplayResult,
  type ApiStepOutcome,
} from './api-replay';

/** Words of the mock API tools (tests read them). */
export const MOCK_API_TOOLS_TEXT = {
  recordHeading: 'Record a demo application',
  reference: 'Application reference',
  record: 'Record its timeline',
  reproduceHeading: 'Reproduce through the mock API',
  reproduce: 'Reproduce as a new application',
  jumpHeading: 'Jump a demo application to a status',
  jumpTo: 'Status to jump to',
  jump: 'Jump',
  noReference: "Enter the application's reference, e.g. MR-2026-7KQ4-9XH3",
  changes: 'What a reproduction changes in the mock registry',
  moveClock: 'Move the mock clock forward where a step needs a later day',
} as const;

/** The reference typed, as the registry writes references. */
const normalise = (reference: string) => reference.trim().toUpperCase();

/**
 * The reference typed, normalised; or null, with the field's error set, when none was typed (the error is
 * cleared otherwise).
 */
function referenceOrError(reference: string, setError: (error: string | null) => void): string | null {
  const wanted = normalise(reference);
  setError(wanted ? null : MOCK_API_TOOLS_TEXT.noReference);
  return wanted || null;
}

/** What went wrong, for people. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Record a demo application's timeline as a log, from the mock's record of it (no sign-in needed). */
export function RecordApplication({ onRecorded }: { onRecorded: (file: ReplayFile) => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = referenceOrError(reference, setError);
    if (!wanted) return;
    setBusy(true);
    try {
      const application = await readMockApplication(wanted);
      onRecorded(applicationLogFromTimeline(application, new Date().toISOString()));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {MOCK_API_TOOLS_TEXT.recordHeading}
        </Title>
        <Text size="sm">Writes down the events the application went through (its timeline) as a log.</Text>
        <TextInput
          label={MOCK_API_TOOLS_TEXT.reference}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={error}
          maw={360}
          autoComplete="off"
        />
        <Group>
          <Button type="submit" loading={busy}>
            {MOCK_API_TOOLS_TEXT.record}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The outcome of one step sent to the mock API, for the progress list. */
function outcomeText(outcome: ApiStepOutcome): string {
  if (!outcome.ok) return `Step ${outcome.index + 1}: refused. ${outcome.message}`;
  const match = outcome.matches === true ? ', as recorded' : outcome.matches === false ? ', not as recorded' : '';
  return `Step ${outcome.index + 1}: ${STATUS_TEXT[outcome.status]}${match}`;
}

type Run =
  | { status: 'idle' }
  | { status: 'running'; outcomes: ApiStepOutcome[] }
  | { status: 'done'; result: ApiReplayResult }
  | { status: 'failed'; message: string; outcomes: ApiStepOutcome[] };

/** A run's progress and result, as a list and an alert. */
function RunReport({ run, expected, what }: { run: Run; expected: ApplicationStatus | null; what: 'reproduction' | 'jump' }) {
  if (run.status === 'idle') return null;
  const outcomes = run.status === 'done' ? run.result.outcomes : run.outcomes;
  return (
    <Stack gap="xs">
      {outcomes.length > 0 && (
        <List size="sm" aria-label={`Steps sent to the mock API (${what})`}>
          {outcomes.map((o) => (
            <List.Item key={o.index}>{outcomeText(o)}</List.Item>
          ))}
        </List>
      )}
      <div role="status">
        {run.status === 'running' && <Text size="sm">Sending step {outcomes.length + 1}…</Text>}
        {run.status === 'failed' && (
          <Alert color="red" title={what === 'jump' ? 'The application could not jump' : 'The log could not be reproduced'}>
            {run.message}
          </Alert>
        )}
        {run.status === 'done' && <RunResult result={run.result} expected={expected} what={what} />}
      </div>
    </Stack>
  );
}

function RunResult({
  result,
  expected,
  what,
}: {
  result: ApiReplayResult;
  expected: ApplicationStatus | null;
  what: 'reproduction' | 'jump';
}) {
  const refused = result.outcomes.find((o) => !o.ok);
  const differs = result.outcomes.find((o) => o.ok && o.matches === false);
  const same = result.complete && !differs && (expected === null || expected === result.status);
  const track = (
    <Anchor component={Link} to={`/tracking/${result.reference}`} c="inherit" underline="always" fw={600}>
      Track {result.reference}
    </Anchor>
  );
  if (refused) {
    return (
      <Alert color="red" title={`${result.reference} stopped at step ${refused.index + 1}`}>
        <Text size="sm">
          {refused.ok ? '' : refused.message} It is {STATUS_TEXT[result.status]} now. {track}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert
      color={same ? 'green' : 'red'}
      title={same ? `${result.reference} is ${STATUS_TEXT[result.status]}` : `${result.reference} ended otherwise`}
      data-testid="api-result"
    >
      <Text size="sm">
        {expected === null
          ? `Every step was taken: ${result.reference} is ${STATUS_TEXT[result.status]}.`
          : what === 'jump'
            ? same
              ? `Every step was taken: ${result.reference} is ${STATUS_TEXT[result.status]}, as asked.`
              : `It is ${STATUS_TEXT[result.status]}, not ${STATUS_TEXT[expected]} as asked.`
            : same
              ? `Every step was taken, as the log recorded: ${result.reference} is ${STATUS_TEXT[result.status]}.`
              : `It is ${STATUS_TEXT[result.status]}; the log recorded ${STATUS_TEXT[expected]}${differs ? ` (step ${differs.index + 1} differs first)` : ''}.`}{' '}
        {track}
      </Text>
    </Alert>
  );
}

/**
 * A run through the mock API and its progress: `start(send)` calls `send` with a step callback and follows it
 * to its result or failure.
 */
function useApiRun(): [Run, (send: (onStep: (o: ApiStepOutcome) => void) => Promise<ApiReplayResult>) => Promise<void>] {
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const start = async (send: (onStep: (o: ApiStepOutcome) => void) => Promise<ApiReplayResult>) => {
    const outcomes: ApiStepOutcome[] = [];
    setRun({ status: 'running', outcomes });
    try {
      const result = await send((o) => {
        outcomes.push(o);
        setRun({ status: 'running', outcomes: [...outcomes] });
      });
      setRun({ status: 'done', result });
    } catch (failure) {
      setRun({ status: 'failed', message: messageOf(failure), outcomes: [...outcomes] });
    }
  };
  return [run, start];
}

/** The warning beside the choice to move the mock clock (issue 30: it signed every tab out without a word). */
const CLOCK_WARNING =
  'Moving the clock ends every signed-in session, in every tab of this browser (their tokens expire on the mock clock), and ages every demo application: unpaid invoices may expire and notices may lapse. Without it the steps stop at the first one that needs a later day.';

/** The choice to let a run move the mock clock forward, with what it does. Unticked: the clock is left alone. */
function MoveClockChoice({ checked, onChange, days }: { checked: boolean; onChange: (checked: boolean) => void; days: number | null }) {
  return (
    <Checkbox
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={days === null ? MOCK_API_TOOLS_TEXT.moveClock : `${MOCK_API_TOOLS_TEXT.moveClock}, about ${days} day${days === 1 ? '' : 's'}`}
      description={CLOCK_WARNING}
      maw={900}
    />
  );
}

/** Reproduce an application log as a new application, step by step through the mock API. */
export function ReproduceThroughApi({ log }: { log: ApplicationLog }) {
  const [run, start] = useApiRun();
  const [ranFor, setRanFor] = useState<ApplicationLog | null>(null);
  const [moveClock, setMoveClock] = useState(false);
  const current: Run = ranFor === log ? run : { status: 'idle' };
  const effects = reproductionEffects(log);
  const officers = effects.officers.map((role) => LEVEL_LABELS[role as ReviewLevel] ?? role);
  const reproduce = async () => {
    setRanFor(log);
    await start((onStep) => reproduceOverApi(log, { onStep, moveClock }));
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="reproduce-heading">
      <Title order={2} size="h3" id="reproduce-heading">
        {MOCK_API_TOOLS_TEXT.reproduceHeading}
      </Title>
      <Text size="sm" maw={900}>
        Creates a new application of the same service and sends the log’s events to the mock API, each by a demo account of the role that
        sent it. The answers are the service’s example answers, valid on the mock clock’s today.
      </Text>
      <Text size="sm" fw={700}>
        {MOCK_API_TOOLS_TEXT.changes}
      </Text>
      <List size="sm" maw={900} aria-label={MOCK_API_TOOLS_TEXT.changes}>
        <List.Item>
          A new {SERVICE_LABELS[log.serviceType]} application owned by {effects.owner} (demo account): she sees it in her applications.
        </List.Item>
        {officers.length > 0 ? <List.Item>Its review steps are taken as the demo {officers.join(', ')}.</List.Item> : null}
        {effects.objector ? (
          <List.Item>
            {effects.caveats === 1 ? 'Its caveat is' : `Its ${effects.caveats} caveats are`} lodged by {effects.objector} (demo account).
            Only registry staff see who lodged {effects.caveats === 1 ? 'it' : 'them'}; the couple read “a member of the public”.
          </List.Item>
        ) : null}
        <List.Item>Each step’s e-mails and text messages go to the Mock outbox, as the registry would send them.</List.Item>
        <List.Item>
          {effects.clockDays > 0
            ? `The mock clock only if you allow it below: the log’s steps need it about ${effects.clockDays} days on.`
            : 'Not the mock clock: no step needs a later day.'}
        </List.Item>
      </List>
      {effects.clockDays > 0 ? <MoveClockChoice checked={moveClock} onChange={setMoveClock} days={effects.clockDays} /> : null}
      <Group>
        <Button onClick={() => void reproduce()} loading={current.status === 'running'}>
          {MOCK_API_TOOLS_TEXT.reproduce}
        </Button>
      </Group>
      <RunReport run={current} expected={log.final?.status ?? null} what="reproduction" />
    </Stack>
  );
}

/** Jump a demo application to a chosen status along the shortest journey the machine allows. */
export function JumpApplication() {
  const [reference, setReference] = useState('');
  const [target, setTarget] = useState<ApplicationStatus>('Submitted');
  const [error, setError] = useState<string | null>(null);
  const [moveClock, setMoveClock] = useState(false);
  const [run, start] = useApiRun();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = referenceOrError(reference, setError);
    if (wanted) await start((onStep) => jumpOverApi(wanted, target, { onStep, moveClock }));
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {MOCK_API_TOOLS_TEXT.jumpHeading}
        </Title>
        <Text size="sm" maw={900}>
          Moves an application of the mock registry to the status you choose, along the shortest way the lifecycle allows from where it
          stands, each step sent to the mock API by the account of its role. Decided applications are final.
        </Text>
        <Group align="flex-start">
          <TextInput
            label={MOCK_API_TOOLS_TEXT.reference}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={error}
            w={320}
            autoComplete="off"
          />
          <NativeSelect
            label={MOCK_API_TOOLS_TEXT.jumpTo}
            value={target}
            onChange={(e) => setTarget(e.currentTarget.value as ApplicationStatus)}
            data={APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_TEXT[s] }))}
            w={260}
          />
        </Group>
        <MoveClockChoice checked={moveClock} onChange={setMoveClock} days={null} />
        <Group>
          <Button type="submit" loading={run.status === 'running'}>
            {MOCK_API_TOOLS_TEXT.jump}
          </Button>
        </Group>
        <RunReport run={run} expected={run.status === 'idle' ? null : target} what="jump" />
      </Stack>
    </form>
  );
}

/**
 * Props of {@link MockApiTools}: which tool, and what it needs (the same shape as the page's
 * `ReplayMockToolsProps`, src/ui/replay/mock-tools-slot.ts, which mocks may not import).
 */
export type MockApiToolsProps =
  { part: 'record'; onLoad: (file: ReplayFile) => void } | { part: 'reproduce'; log: ApplicationLog } | { part: 'jump' };

/** One of the mock API's tools (the replay page's lazy chunk). */
export default function MockApiTools(props: MockApiToolsProps) {
  switch (props.part) {
    case 'record':
      return <RecordApplication onRecorded={props.onLoad} />;
    case 'reproduce':
      return <ReproduceThroughApi log={props.log} />;
    case 'jump':
      return <JumpApplication />;
  }
}
