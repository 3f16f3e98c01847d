/**
 * Replay (issue 13 part 4; docs/decisions/031-replay-logs.md), at /tools/replay in the builds that have the flow
 * visualizer. A tester chooses a log (a downloaded file, a demo application's timeline, a generated journey of
 * a service, or this tab's session), downloads it, and replays it step by step on its machine. In the mock build
 * the log can also be reproduced as a new application through the mock API, and any demo application jumped to
 * a chosen status.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Divider, FileInput, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '#src/domain/money';
import {
  parseReplayFile,
  replayFileName,
  REPLAY_LOG_FORMAT,
  REPLAY_LOG_VERSION,
  type ApplicationLog,
  type ReplayFile,
  type ReplayLog,
} from '#src/domain/schemas/replay-log';
import { feeInPriceList, REVIEW_CHAINS, SERVICE_BASICS } from '#src/domain/services/basics';
import { SERVICE_LABELS, SERVICE_TYPES, type ServiceType } from '#src/domain/services/service-types';
import { applicationLogOfJourney } from '#src/lifecycle/application.replay';
import { appSessionRecorder } from '#src/machines/session/session-recorder';
import { useAppQuery } from '#src/ui/shared/query-client';
import { saveFile } from '#src/ui/components/save-file/save-file';
import { ReplaySteps } from '#src/ui/replay/replay-steps';
import { replayMockTools } from '#src/ui/replay/mock-tools-slot';
import { paths } from '#src/ui/shared/paths';
import { pricesQuery } from '#src/ui/queries/prices';

/** Words of the page (tests read them). */
export const REPLAY_PAGE_TEXT = {
  title: msg`Replay`,
  file: msg`Replay log (JSON)`,
  service: msg`Service`,
  journeys: msg`Generated journeys`,
  loadJourney: msg`Load this journey`,
  downloadSuite: msg`Download all its journeys`,
  session: msg`Record this tab's session`,
  download: msg`Download this log`,
  inSuite: msg`Journey in this suite`,
} as const;

/** Whether this is the mock build, where the session is recorded (folds to a constant at build time). */
const MOCK_BUILD = import.meta.env.MODE === 'mock';

/** The mock API's tools, when the build provided them (src/ui/replay/mock-tools-slot.ts). */
const mockToolsLoader = replayMockTools();
const Tools = mockToolsLoader ? lazy(mockToolsLoader) : null;

/** Save a log or a suite as the JSON file this page reads back. */
function downloadReplayFile(file: ReplayFile): void {
  saveFile(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), replayFileName(file));
}

/** Choose a generated journey of a service, or download them all as a suite. */
function GeneratedJourneys({ onLoad }: { onLoad: (file: ReplayFile) => void }) {
  const { i18n, t } = useLingui();
  const prices = useAppQuery(pricesQuery);
  const [serviceType, setServiceType] = useState<ServiceType>('MARRIAGE');
  const [journeys, setJourneys] = useState<{ serviceType: ServiceType; logs: ApplicationLog[] } | null>(null);
  const [chosen, setChosen] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const feeUgx = prices.data ? feeInPriceList(prices.data, serviceType) : null;
  const logs = journeys?.serviceType === serviceType ? journeys.logs : null;
  const journeyCount = logs?.length ?? 0;

  const generate = async () => {
    if (feeUgx === null) return;
    setError(null);
    try {
      // @xstate/graph and the walk load only now (a few hundred kB of work a tester asked for).
      const { lifecyclePaths } = await import('#src/lifecycle/application.paths');
      const recordedAt = new Date().toISOString();
      const paths = lifecyclePaths(
        REVIEW_CHAINS[serviceType],
        feeUgx,
        'shortest',
        SERVICE_BASICS[serviceType].noticeStage === true,
        SERVICE_BASICS[serviceType].partiesConfirm === true,
      );
      setJourneys({ serviceType, logs: paths.map((path, i) => applicationLogOfJourney(serviceType, feeUgx, path, recordedAt, i + 1)) });
      setChosen(0);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const service = SERVICE_LABELS[serviceType];
  const fee = feeUgx === null ? '' : formatMoney(feeUgx);
  const suite = (): ReplayFile | null =>
    logs && {
      format: REPLAY_LOG_FORMAT,
      version: REPLAY_LOG_VERSION,
      title: t`${service}, every generated journey`,
      recordedAt: new Date().toISOString(),
      machine: 'suite',
      logs,
    };

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {i18n._(REPLAY_PAGE_TEXT.journeys)}
      </Title>
      <Text size="sm">
        <Trans>
          The shortest journeys through a service’s lifecycle that, together, take every transition once, as @xstate/graph finds them.
        </Trans>
      </Text>
      <NativeSelect
        label={i18n._(REPLAY_PAGE_TEXT.service)}
        value={serviceType}
        onChange={(e) => setServiceType(e.currentTarget.value as ServiceType)}
        data={SERVICE_TYPES.map((t) => ({ value: t, label: SERVICE_LABELS[t] }))}
        description={
          prices.isError
            ? t`The price list could not be loaded: journeys need its fee.`
            : feeUgx === null
              ? t`Loading the price list…`
              : feeUgx > 0
                ? t`With its fee of ${fee}, from the price list.`
                : t`Free: no payment step.`
        }
        maw={420}
      />
      {!logs ? (
        <Group>
          <Button variant="default" onClick={() => void generate()} disabled={feeUgx === null}>
            <Trans>Generate its journeys</Trans>
          </Button>
        </Group>
      ) : (
        <>
          <NativeSelect
            label={t`Journey (${journeyCount})`}
            value={String(chosen)}
            onChange={(e) => setChosen(Number(e.currentTarget.value))}
            data={logs.map((l, i) => ({ value: String(i), label: journeyLabel(i18n, l.title) }))}
            maw={640}
          />
          <Group>
            <Button variant="default" onClick={() => logs[chosen] && onLoad(logs[chosen])}>
              {i18n._(REPLAY_PAGE_TEXT.loadJourney)}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                const file = suite();
                if (file) downloadReplayFile(file);
              }}
            >
              {i18n._(REPLAY_PAGE_TEXT.downloadSuite)}
            </Button>
          </Group>
        </>
      )}
      {error && (
        <Alert color="red" title={t`The journeys could not be generated`}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Load a log or a suite from a file. A file refused clears the log shown before it (issue 30: the old log stayed
 * under the new file's error, as if the refused file had loaded it).
 */
function LoadFile({ onLoad, onRefused }: { onLoad: (file: ReplayFile) => void; onRefused: () => void }) {
  const { i18n, t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const read = async (chosen: File | null) => {
    setFile(chosen);
    setError(null);
    if (!chosen) return;
    const parsed = parseReplayFile(await chosen.text());
    if (parsed.ok) onLoad(parsed.file);
    else {
      setError(parsed.message);
      onRefused();
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        <Trans>Load a log</Trans>
      </Title>
      <Text size="sm">
        <Trans>A log or a suite downloaded from this page, on this machine or another.</Trans>
      </Text>
      <FileInput
        label={i18n._(REPLAY_PAGE_TEXT.file)}
        placeholder={t`Choose a file`}
        accept=".json,application/json"
        value={file}
        onChange={(chosen) => void read(chosen)}
        error={error}
        clearable
        maw={420}
        // Mantine's hidden <input type="file"> behind the button, named like it (HTML_CodeSniffer H91).
        fileInputProps={{ 'aria-label': i18n._(REPLAY_PAGE_TEXT.file) }}
      />
    </Stack>
  );
}

/** Record this tab's session, in the mock build (its recorder starts with the app). */
function RecordSession({ onLoad }: { onLoad: (file: ReplayFile) => void }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        <Trans>This tab’s session</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          Every event the session machine took in this tab since it loaded (sign-in, refreshes, sign-out), with the state it reached.
          Passwords, codes and token signatures are left out.
        </Trans>
      </Text>
      <Group>
        <Button variant="default" onClick={() => onLoad(appSessionRecorder().log(new Date().toISOString()))}>
          {i18n._(REPLAY_PAGE_TEXT.session)}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A generated journey's name in the chooser: its log's title ("Marriage, journey 3 of 7 …") from "journey" on.
 * @param i18n - the catalogue.
 * @param title - the log's title.
 */
function journeyLabel(i18n: I18n, title: string): string {
  const journey = /^.*?, journey (.*)$/s.exec(title);
  if (!journey) return title;
  const rest = journey[1] ?? '';
  return i18n._(msg`Journey ${rest}`);
}

/**
 * The loaded log in a line: its service, steps, fee and reference, or the session's events and how it started.
 * @param i18n - the catalogue.
 * @param log - the log replayed.
 */
function logSummary(i18n: I18n, log: ReplayLog): string {
  const count = log.steps.length;
  if (log.machine === 'application') {
    const fee = log.feeUgx > 0 ? formatMoney(log.feeUgx) : i18n._(msg`free`);
    const reference = log.reference;
    return [SERVICE_LABELS[log.serviceType], i18n._(msg`${count} steps`), fee, reference ? i18n._(msg`from ${reference}`) : null]
      .filter(Boolean)
      .join(' · ');
  }
  const events = i18n._(msg`${plural(count, { one: '# event', other: '# events' })}`);
  const started = log.startedSignedIn ? i18n._(msg`started signed in`) : i18n._(msg`started signed out`);
  return [i18n._(msg`Session`), events, started].join(' · ');
}

/** The replay page. */
export default function ReplayPage() {
  const { i18n, t } = useLingui();
  const [loaded, setLoaded] = useState<{ file: ReplayFile; chosen: number } | null>(null);
  const load = (file: ReplayFile) => setLoaded({ file, chosen: 0 });
  // A log loaded below the choices: focus moves to its heading, so keyboard and screen reader users land on it.
  const loadedHeading = useRef<HTMLHeadingElement>(null);
  const loadedFile = loaded?.file ?? null;
  useEffect(() => {
    if (loadedFile) loadedHeading.current?.focus();
  }, [loadedFile]);
  const loadedTitle = loaded?.file.title ?? '';
  const log: ReplayLog | null = loaded ? (loaded.file.machine === 'suite' ? (loaded.file.logs[loaded.chosen] ?? null) : loaded.file) : null;

  return (
    <Stack gap="lg">
      <Title order={1}>{i18n._(REPLAY_PAGE_TEXT.title)}</Title>
      <Text maw={900}>
        <Trans>
          Replay the events an application went through, or a session’s, step by step on the portal’s machines. Choose a log below; download
          it to keep it or to share it with the team.
        </Trans>
        {MOCK_BUILD &&
          ` ${t`Here, in the mock build, a log can also be reproduced through the mock API, and a demo application jumped to any status.`}`}{' '}
        <Trans>
          The machines themselves are drawn in the{' '}
          <Anchor component={Link} to={paths.flows()}>
            flow visualizer
          </Anchor>
          .
        </Trans>
      </Text>

      <section aria-labelledby="replay-choose">
        <Title order={2} size="h3" id="replay-choose" mb="sm">
          <Trans>Choose a log</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          <LoadFile onLoad={load} onRefused={() => setLoaded(null)} />
          {Tools && (
            <Suspense fallback={<Text size="sm">{t`Loading…`}</Text>}>
              <Tools part="record" onLoad={load} />
            </Suspense>
          )}
          <GeneratedJourneys onLoad={load} />
          {MOCK_BUILD && <RecordSession onLoad={load} />}
        </SimpleGrid>
      </section>

      {loaded && log && (
        <section aria-labelledby="replay-loaded">
          <Divider mb="md" />
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={2} size="h3" id="replay-loaded" ref={loadedHeading} tabIndex={-1}>
                <Trans>Loaded: {loadedTitle}</Trans>
              </Title>
              <Text size="sm" data-testid="replay-summary">
                {logSummary(i18n, log)}
              </Text>
            </Stack>
            {loaded.file.machine === 'suite' && (
              <NativeSelect
                label={i18n._(REPLAY_PAGE_TEXT.inSuite)}
                value={String(loaded.chosen)}
                onChange={(e) => setLoaded({ ...loaded, chosen: Number(e.currentTarget.value) })}
                data={loaded.file.logs.map((l, i) => ({ value: String(i), label: l.title }))}
                maw={720}
              />
            )}
            <Group>
              <Button variant="outline" onClick={() => downloadReplayFile(loaded.file)}>
                {i18n._(REPLAY_PAGE_TEXT.download)}
              </Button>
            </Group>
            <ReplaySteps log={log} />
            {Tools && log.machine === 'application' && (
              <Suspense fallback={<Text size="sm">{t`Loading…`}</Text>}>
                <Tools part="reproduce" log={log} />
              </Suspense>
            )}
          </Stack>
        </section>
      )}

      {Tools && (
        <section>
          <Divider mb="md" />
          <Suspense fallback={<Text size="sm">{t`Loading…`}</Text>}>
            <Tools part="jump" />
          </Suspense>
        </section>
      )}
    </Stack>
  );
}
