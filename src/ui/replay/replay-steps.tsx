/**
 * A loaded log replayed step by step on its machine (issue 13 part 4; docs/decisions/031-replay-logs.md): the
 * controls (step forward, step back, replay to the end, start again), where the replay stands, and every step
 * of the log beside what the recording saw and what the replay did. Nothing is called: the application
 * lifecycle is decided by `applyApplicationEvent`, the session by xstate's pure `transition`.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDateTime } from '#src/domain/dates';
import type { ApplicationLog, ReplayLog, SessionLog } from '#src/domain/schemas/replay-log';
import { STATUS_TEXT } from '#src/domain/statuses';
import { replayOnMachine, type MachineStepOutcome } from '#src/lifecycle/application.replay';
import { replaySessionLog, type SessionStepOutcome } from '#src/machines/session/session.replay';

/** Words of the step-by-step replay (tests read them). */
export const REPLAY_STEPS_TEXT = {
  heading: msg`Replay on the machine`,
  forward: msg`Step forward`,
  back: msg`Step back`,
  toEnd: msg`Replay to the end`,
  restart: msg`Start again`,
} as const;

/** One row of the steps table, whichever the machine. */
interface Row {
  /** The step's index in the log. */
  index: number;
  event: string;
  by: string | null;
  at: string;
  recorded: string;
}

/** The replay of either machine, as rows and outcomes the view shows alike. */
interface Replay {
  rows: Row[];
  start: string;
  /** The outcome of each replayed row, by row position (shorter than rows when a step was refused). */
  outcomes: Array<{ ok: true; text: string; matches: boolean | null } | { ok: false; text: string }>;
  /** The final words when every step replayed. */
  endText: (last: string | null) => string;
}

/** How a state value reads: `Review.InReview`, or the JSON when it has parallel parts. */
function stateText(json: string): string {
  const walk = (value: unknown): string | null => {
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object') {
      const entries: Array<[string, unknown]> = Object.entries(value as Record<string, unknown>);
      if (entries.length !== 1) return null;
      const [key, inner] = entries[0]!;
      const rest = walk(inner);
      return rest === null ? null : `${key}.${rest}`;
    }
    return null;
  };
  try {
    return walk(JSON.parse(json)) ?? json;
  } catch {
    return json;
  }
}

/**
 * Who sent a step, in words: its name and role; a caveat's lodger only as "A member of the public (objector)" (the
 * lifecycle's OBJECTOR_NAME, in the catalogue's language), even in a log recorded before names were left out (who
 * lodged a caveat is for registry staff only; issue 30). A staff role reads as its code (`REGISTRAR`).
 */
function byWords(i18n: I18n, step: ApplicationLog['steps'][number]): string {
  if (step.actorRole === 'APPLICANT' && !step.isOwner) return i18n._(msg`A member of the public (objector)`);
  const role = step.actorRole === 'APPLICANT' ? i18n._(msg`applicant`) : step.actorRole;
  return step.actorName ? `${step.actorName} (${role})` : role;
}

function applicationReplay(i18n: I18n, log: ApplicationLog): Replay {
  const replay = replayOnMachine(log);
  return {
    rows: log.steps.map((step, index) => ({
      index,
      event: step.event.type,
      by: byWords(i18n, step),
      at: step.at,
      recorded: step.status ? `${STATUS_TEXT[step.status]}${step.state ? ` · ${stateText(step.state)}` : ''}` : i18n._(msg`Not recorded`),
    })),
    start: `${STATUS_TEXT[replay.start.status]} · ${stateText(replay.start.state)}`,
    outcomes: replay.outcomes.map((o: MachineStepOutcome) =>
      o.ok
        ? { ok: true, text: `${STATUS_TEXT[o.status]} · ${stateText(o.state)}`, matches: o.matches }
        : { ok: false, text: refusedText(i18n, o.httpStatus, o.message) },
    ),
    endText: (last) => {
      const final = log.final ? STATUS_TEXT[log.final.status] : null;
      const end = last ?? '';
      return final
        ? i18n._(msg`Replayed every step: the application ends ${end}; the log recorded ${final}.`)
        : i18n._(msg`Replayed every step: the application ends ${end}.`);
    },
  };
}

/** A refused step's words: the HTTP status the API would answer, and the rule's message. */
function refusedText(i18n: I18n, httpStatus: number, message: string): string {
  return i18n._(msg`Refused (${httpStatus}): ${message}`);
}

function sessionReplay(i18n: I18n, log: SessionLog): Replay {
  const replay = replaySessionLog(log);
  const steps = log.steps.map((step, index) => ({ step, index })).filter(({ step }) => step.event.type !== 'xstate.init');
  return {
    rows: steps.map(({ step, index }) => ({
      index,
      event: step.event.type,
      by: null,
      at: step.at,
      recorded: step.state ? stateText(step.state) : i18n._(msg`Not recorded`),
    })),
    start: stateText(replay.start),
    outcomes: replay.outcomes.map((o: SessionStepOutcome) => {
      const state = stateText(o.state);
      return { ok: true, text: o.moved ? state : i18n._(msg`${state} (stayed)`), matches: o.matches };
    }),
    endText: (last) => {
      const end = last ?? '';
      return i18n._(msg`Replayed every event: the session ends in ${end}.`);
    },
  };
}

/** What a replayed step's outcome says beside the recording. */
function verdict(i18n: I18n, outcome: Replay['outcomes'][number]): string {
  const text = outcome.text;
  if (!outcome.ok) return text;
  if (outcome.matches === false) return i18n._(msg`${text} (differs from the recording)`);
  if (outcome.matches === true) return i18n._(msg`${text} (as recorded)`);
  return text;
}

/**
 * The step-by-step replay of one log on its machine.
 * @param props.log - the log (application or session); the replay starts again when it changes.
 */
export function ReplaySteps({ log }: { log: ReplayLog }) {
  const { i18n, t } = useLingui();
  // Again when the language changes (the i18n object stays the same): its rows' and outcomes' words are the catalogue's.
  const locale = i18n.locale;
  const { replay } = useMemo(
    () => ({ locale, replay: log.machine === 'application' ? applicationReplay(i18n, log) : sessionReplay(i18n, log) }),
    [i18n, locale, log],
  );
  const [position, setPosition] = useState({ log, at: 0 });
  const at = position.log === log ? position.at : 0;
  const go = (next: number) => setPosition({ log, at: Math.max(0, Math.min(next, replay.outcomes.length)) });

  const current = at === 0 ? null : replay.outcomes[at - 1]!;
  const ended = at === replay.outcomes.length;
  const refused = current !== null && !current.ok;
  const differing = replay.outcomes.slice(0, at).findIndex((o) => o.ok && o.matches === false);
  const start = replay.start;
  const total = replay.rows.length;
  const outcomeHere = current ? verdict(i18n, current) : '';
  const here = at === 0 ? t`At the start: ${start}` : t`After step ${at} of ${total}: ${outcomeHere}`;
  const differingStep = differing + 1;
  const endedIn = current?.text ?? replay.start;

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {i18n._(REPLAY_STEPS_TEXT.heading)}
      </Title>
      <Text size="sm" maw={900}>
        <Trans>
          Each step is decided by the portal’s own machine, without calling the API or changing anything: the replay shows what the machine
          does with the log’s events, beside what the recording saw.
        </Trans>
      </Text>
      <Group gap="xs">
        <Button onClick={() => go(at + 1)} disabled={ended}>
          {i18n._(REPLAY_STEPS_TEXT.forward)}
        </Button>
        <Button variant="default" onClick={() => go(at - 1)} disabled={at === 0}>
          {i18n._(REPLAY_STEPS_TEXT.back)}
        </Button>
        <Button variant="default" onClick={() => go(replay.outcomes.length)} disabled={ended}>
          {i18n._(REPLAY_STEPS_TEXT.toEnd)}
        </Button>
        <Button variant="default" onClick={() => go(0)} disabled={at === 0}>
          {i18n._(REPLAY_STEPS_TEXT.restart)}
        </Button>
      </Group>
      <Text role="status" data-testid="replay-position" fw={600}>
        {here}
      </Text>
      {ended && refused && (
        <Alert color="red" title={t`Step ${at} was refused`}>
          <Trans>{endedIn}. The steps after it are not replayed.</Trans>
        </Alert>
      )}
      {ended && !refused && differing >= 0 && (
        <Alert color="red" title={t`Step ${differingStep} differs from the recording`}>
          <Trans>The replay ends in {endedIn}; see the steps below.</Trans>
        </Alert>
      )}
      {ended && !refused && differing < 0 && (
        <Alert color="green" title={t`The replay matches the recording`} data-testid="replay-result">
          {replay.endText(current?.text ?? replay.start)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder>
          <Table.Caption>
            <Trans>The log’s steps, what the recording saw after each, and what the replay did</Trans>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Step</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Event</Trans>
              </Table.Th>
              {log.machine === 'application' && (
                <Table.Th scope="col">
                  <Trans>By</Trans>
                </Table.Th>
              )}
              <Table.Th scope="col">
                <Trans>At</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Recorded after it</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Replayed</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {replay.rows.map((row, position) => {
              const outcome = position < at ? replay.outcomes[position] : undefined;
              return (
                <Table.Tr
                  key={row.index}
                  aria-current={position === at - 1 ? 'step' : undefined}
                  fw={position === at - 1 ? 700 : undefined}
                >
                  <Table.Td>{position + 1}</Table.Td>
                  <Table.Td>
                    <Code>{row.event}</Code>
                  </Table.Td>
                  {log.machine === 'application' && <Table.Td>{row.by}</Table.Td>}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(row.at)}</Table.Td>
                  <Table.Td>{row.recorded}</Table.Td>
                  <Table.Td>
                    {outcome
                      ? outcome.ok && outcome.matches === true
                        ? t`As recorded`
                        : verdict(i18n, outcome)
                      : position < replay.outcomes.length
                        ? t`Not yet`
                        : t`Not replayed`}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
