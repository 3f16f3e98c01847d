/**
 * The flow visualizer (issue 13 part 3; docs/decisions/029-flow-visualizer.md), at /tools/flows in the mock
 * build and in a production build made with VITE_FLOW_VISUALIZER=true. It draws every machine of the portal
 * as a statechart (laid out by ELK in a Web Worker, drawn with @xyflow/react), highlights the live state
 * (the session and connectivity actors of every open tab; the lifecycle of one of the signed-in person's
 * applications) and simulates transitions on a copy with xstate's pure `transition`. The same states and
 * transitions are listed as text, and every simulation control is a button.
 */
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import { parseReference, REFERENCE_MESSAGES } from '#src/domain/references';
import type { Application } from '#src/domain/schemas/applications';
import { areaOf } from '#src/domain/accounts';
import { SERVICE_LABELS } from '#src/domain/services/service-types';
import { useProfile } from '#src/ui/shared/session-context';
import { flowCatalogue, type FlowEntry } from '#src/ui/flows/flow-catalogue';
import { layoutChart } from '#src/ui/flows/elk-layout';
import type { ChartLayout } from '#src/ui/flows/elk-graph';
import { lifecycleActiveIdsOf } from '#src/ui/flows/lifecycle-chart';
import { listenLiveStates, type LiveMachine, type LiveState } from '#src/ui/flows/live-states';
import { initialSnapshot, nextSteps, unsimulatable, variantWords, type SimulationStep } from '#src/ui/flows/simulation';
import { activeStateIds, activeStatesText, chartRegions, regionChart, regionOf, type Statechart } from '#src/ui/flows/statechart';
import { StatechartCanvas } from '#src/ui/flows/statechart-canvas';
import { FlowTextAlternative } from '#src/ui/flows/flow-text-alternative';
import { paths } from '#src/ui/shared/paths';
import { useApplication, useMyApplications } from '#src/ui/queries/applications';
import { useTrackedApplication } from '#src/ui/queries/tracking';

type LayoutState = { status: 'loading' } | { status: 'ready'; layout: ChartLayout } | { status: 'error'; message: string };

/** The layout of the chart drawn (a region, or the whole machine), computed in the worker each time it changes. */
function useChartLayout(key: string, chart: Statechart): LayoutState {
  const [state, setState] = useState<{ key: string; value: LayoutState }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    layoutChart(chart).then(
      (layout) => current && setState({ key, value: { status: 'ready', layout } }),
      (error: unknown) =>
        current && setState({ key, value: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key, chart]);
  return state.key === key ? state.value : { status: 'loading' };
}

/** How often a followed application is asked for again, ms: its state is live within this. */
export const FOLLOW_POLL_MS = 5000;

/** The region choice: where the live (else simulated) state is, the whole machine, or one top-level state. */
const AUTO_REGION = 'auto';
const WHOLE_MACHINE = 'all';

/** The latest live state of the session and connectivity actors, from whichever tab reported last. */
function useLiveStates(): Partial<Record<LiveMachine, LiveState>> {
  const [live, setLive] = useState<Partial<Record<LiveMachine, LiveState>>>({});
  useEffect(() => listenLiveStates((machine, state) => setLive((before) => ({ ...before, [machine]: state }))), []);
  return live;
}

/** A simulated step as the history and the buttons name it: its event's label and its variant. */
function stepName(i18n: I18n, entry: FlowEntry, step: Pick<SimulationStep, 'event' | 'variant'>): string {
  const label =
    entry.chart.transitions.find((t) => t.event === step.event)?.eventLabel ??
    entry.chart.states.flatMap((s) => s.internal).find((t) => t.event === step.event)?.eventLabel ??
    step.event;
  return `${label}${step.variant ? ` (${variantWords(i18n, step.variant)})` : ''}`;
}

/** Mark an application's lifecycle as live (or nothing). */
function useMarkLive(entry: FlowEntry, followed: Application | null, onLive: (ids: string[] | null, text: string | null) => void) {
  useEffect(() => {
    if (!followed) onLive(null, null);
    else {
      const ids = lifecycleActiveIdsOf(followed.lifecycle.value as StateValue, followed.lifecycle.level);
      onLive(ids, `${followed.reference}: ${activeStatesText(entry.chart, ids)}`);
    }
  }, [followed, onLive, entry]);
}

/**
 * Follow any back-office item live by its reference (issue 30: "a tester must be able to follow a back-office
 * item's lifecycle live, not only their own"): staff find it (GET /backoffice/tracking), then its lifecycle is
 * asked for every few seconds (GET /applications/{id}) and marked "Live" as officers move it, in any tab.
 */
function FollowBackofficeItem({ entry, onLive }: { entry: FlowEntry; onLive: (ids: string[] | null, text: string | null) => void }) {
  const [typed, setTyped] = useState('');
  const [wanted, setWanted] = useState<string | null>(null);
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const found = useTrackedApplication(wanted);
  const id = found.data?.id ?? null;
  const item = useApplication(id, {
    enabled: id !== null,
    refetchInterval: FOLLOW_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const followed = item.data && entry.services?.includes(item.data.serviceType) ? item.data : null;
  useMarkLive(entry, followed, onLive);
  const notHere = found.data === null || (item.data && !entry.services?.includes(item.data.serviceType));
  const reference = item.data?.reference;
  const service = item.data ? SERVICE_LABELS[item.data.serviceType] : null;
  const seconds = FOLLOW_POLL_MS / 1000;
  const message =
    problem ??
    (found.isError
      ? found.error.message
      : found.data === null
        ? t`No application ${wanted} was found.`
        : item.data && notHere
          ? t`${reference} is a ${service}: choose its lifecycle in “Machine” above.`
          : null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseReference(typed);
        if (!parsed.ok) {
          setProblem(parsed.problem === 'empty' ? t`Enter the application’s reference` : REFERENCE_MESSAGES[parsed.problem]);
          return;
        }
        setProblem(null);
        setWanted(parsed.reference);
      }}
      noValidate
      aria-label={t`Follow an application`}
    >
      <Group align="start" gap="sm">
        <TextInput
          label={t`Follow an application by its reference`}
          description={t`Any application you may see; its state is asked for every ${seconds} seconds.`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={message}
          autoComplete="off"
          w={320}
        />
        <Button type="submit" mt={{ base: 0, sm: 44 }} loading={found.isFetching}>
          <Trans>Follow</Trans>
        </Button>
      </Group>
    </form>
  );
}

/** The person's applications of the lifecycle's services, to follow one live; staff follow any by reference. */
function FollowApplication({ entry, onLive }: { entry: FlowEntry; onLive: (ids: string[] | null, text: string | null) => void }) {
  const { t } = useLingui();
  const profile = useProfile();
  const applicant = profile !== null && areaOf(profile.accountType) !== 'backoffice';
  // Asked again every few seconds and when the tab comes back into focus: an officer may move it in another tab.
  const query = useMyApplications({
    enabled: applicant,
    refetchOnWindowFocus: true,
    refetchInterval: FOLLOW_POLL_MS,
  });
  const [chosen, setChosen] = useState('');
  const mine = (query.data ?? []).filter((a) => entry.services?.includes(a.serviceType));
  const followed = mine.find((a) => a.id === chosen) ?? null;
  useMarkLive(entry, applicant ? followed : null, applicant ? onLive : NO_LIVE);
  if (profile !== null && !applicant) return <FollowBackofficeItem entry={entry} onLive={onLive} />;
  if (!applicant) {
    return (
      <Text size="sm">
        <Trans>
          Sign in (in this tab) to follow an application live: as an applicant, one of yours; as registry staff, any application by its
          reference. Its state is then marked “Live”.
        </Trans>
      </Text>
    );
  }
  if (query.isError)
    return (
      <Text size="sm">
        <Trans>Your applications could not be loaded.</Trans>
      </Text>
    );
  return (
    <Group align="end" gap="sm">
      <NativeSelect
        label={t`Follow one of your applications`}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={[
          { value: '', label: mine.length === 0 ? t`You have no application of these services` : t`None` },
          ...mine.map((a) => ({ value: a.id, label: `${a.reference} (${SERVICE_LABELS[a.serviceType]})` })),
        ]}
      />
      <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
        <Trans>Refresh its state</Trans>
      </Button>
    </Group>
  );
}

/** A no-op for a follower that marks nothing. */
const NO_LIVE = () => undefined;

/** The flow visualizer page. */
export default function FlowVisualizerPage() {
  const { i18n, t } = useLingui();
  // Drawn again when the language changes (the i18n object stays the same): titles, summaries and arrows' words are its.
  const locale = i18n.locale;
  const { catalogue } = useMemo(() => ({ locale, catalogue: flowCatalogue(i18n) }), [i18n, locale]);
  const [params, setParams] = useSearchParams();
  const entry = catalogue.find((f) => f.id === params.get('flow')) ?? catalogue[0]!;
  const live = useLiveStates();
  const [followed, setFollowed] = useState<{ ids: string[] | null; text: string | null }>({ ids: null, text: null });
  const onFollow = useCallback((ids: string[] | null, text: string | null) => setFollowed({ ids, text }), []);
  const [simulation, setSimulation] = useState<{ id: string; snapshot: AnyMachineSnapshot; history: SimulationStep[] }>(() => ({
    id: entry.id,
    snapshot: initialSnapshot(entry.simulation),
    history: [],
  }));
  const sim = simulation.id === entry.id ? simulation : { id: entry.id, snapshot: initialSnapshot(entry.simulation), history: [] };
  const steps = useMemo(() => nextSteps(entry.simulation, sim.snapshot), [entry, sim.snapshot]);
  const simulatedIds = useMemo(() => entry.activeIds(sim.snapshot), [entry, sim.snapshot]);
  const cannot = useMemo(() => unsimulatable(entry.simulation, sim.snapshot), [entry, sim.snapshot]);

  const liveMachine: LiveMachine | null = entry.id === 'session' || entry.id === 'connectivity' ? entry.id : null;
  const liveState = liveMachine ? live[liveMachine] : undefined;
  const liveIds = liveState ? activeStateIds(entry.chart.id, liveState.value) : ((entry.services ? followed.ids : null) ?? []);
  const liveStates = activeStatesText(entry.chart, liveIds);
  const liveText = liveState
    ? liveState.thisTab
      ? t`${liveStates} (this tab)`
      : t`${liveStates} (another tab)`
    : entry.services
      ? followed.text
      : null;

  // One region at a time (issue 30): by default the one the live state is in, else the simulated copy's.
  const regions = useMemo(() => chartRegions(entry.chart), [entry]);
  const regionParam = params.get('region') ?? AUTO_REGION;
  const regionId =
    regionParam === WHOLE_MACHINE
      ? null
      : regionParam !== AUTO_REGION && regions.some((r) => r.id === regionParam)
        ? regionParam
        : (regionOf(entry.chart, liveIds) ?? regionOf(entry.chart, simulatedIds) ?? regions[0]?.id ?? null);
  const drawn = useMemo(() => (regionId ? regionChart(i18n, entry.chart, regionId) : entry.chart), [i18n, entry, regionId]);
  const layout = useChartLayout(`${entry.id}|${regionId ?? WHOLE_MACHINE}`, drawn);
  const regionLabel = regionId ? (regions.find((r) => r.id === regionId)?.label ?? regionId) : null;

  // Which drawn arrow each step takes: its event, from a state the copy is in, to a state the step reaches.
  const arrowSteps = useMemo(() => {
    const map = new Map<string, SimulationStep>();
    for (const step of steps) {
      const after = entry.activeIds(step.next);
      const arrow = entry.chart.transitions.find(
        (t) => t.event === step.event && simulatedIds.includes(t.source) && after.includes(t.target) && !map.has(t.id),
      );
      if (arrow) map.set(arrow.id, step);
    }
    return map;
  }, [steps, entry, simulatedIds]);

  const take = (step: SimulationStep) => setSimulation({ id: entry.id, snapshot: step.next, history: [...sim.history, step] });
  const simulateLabel = (step: SimulationStep) => {
    const name = stepName(i18n, entry, step);
    return t`Simulate ${name}`;
  };
  const simulatedStates = activeStatesText(entry.chart, simulatedIds);
  const notSimulated = cannot.join(', ');
  const simulatedSoFar = sim.history.map((step) => stepName(i18n, entry, step)).join(' → ');
  const machineTitle = entry.title;
  const layoutProblem = layout.status === 'error' ? layout.message : '';
  const lifecycleServices = entry.services?.map((s) => SERVICE_LABELS[s]).join(', ') ?? '';
  const reset = () => setSimulation({ id: entry.id, snapshot: initialSnapshot(entry.simulation), history: [] });

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Flow visualizer</Trans>
      </Title>
      <Text maw={900}>
        <Trans>
          Every state machine of the portal as a statechart: boxes are states (nested inside their parent), arrows are transitions labelled
          with their event and, in brackets, the condition (guard) that must hold. Hover over a state or an arrow to read its description.
          The live state is marked <strong>Live</strong>; the simulated copy is marked <strong>Simulated</strong> and moves only when you
          simulate a transition, which never changes the real app. To replay a recorded application or session step by step, open{' '}
          <Anchor component={Link} to={paths.replay()}>
            Replay
          </Anchor>
          .
        </Trans>
      </Text>
      <Group align="start" gap="md">
        <NativeSelect
          label={t`Machine`}
          maw={640}
          value={entry.id}
          onChange={(event) => setParams({ flow: event.currentTarget.value })}
          data={catalogue.map((f) => ({ value: f.id, label: f.title }))}
        />
        <NativeSelect
          label={t`Part of the chart`}
          description={t`One part at a time, at a size you can read; the other parts its arrows lead to are plain boxes.`}
          maw={420}
          value={regionParam === WHOLE_MACHINE || regions.some((r) => r.id === regionParam) ? regionParam : AUTO_REGION}
          onChange={(event) => setParams({ flow: entry.id, region: event.currentTarget.value })}
          data={[
            { value: AUTO_REGION, label: t`Where the live or simulated state is` },
            ...regions.map((r) => ({ value: r.id, label: r.label })),
            { value: WHOLE_MACHINE, label: t`The whole machine (large: drag to move around)` },
          ]}
        />
      </Group>
      <Text maw={900}>{entry.summary}</Text>

      <Group align="start" gap="xl">
        <Stack gap={4} miw={280}>
          <Title order={2} size="h4">
            <Trans>Live state</Trans>
          </Title>
          <Text data-testid="live-state">{liveText ?? entry.notLive ?? t`Nothing live for this machine yet.`}</Text>
          {liveMachine === 'session' && (
            <Text size="sm" maw={420}>
              <Trans>Sign in or out in any tab of the portal (this one or another) and the session’s state is marked here.</Trans>
            </Text>
          )}
          {entry.services && <FollowApplication entry={entry} onLive={onFollow} />}
        </Stack>
        <Stack gap={6} maw={640}>
          <Title order={2} size="h4">
            <Trans>Simulated copy</Trans>
          </Title>
          <Text data-testid="simulated-state">
            <Trans>In {simulatedStates}</Trans>
          </Text>
          {entry.assumption && <Text size="sm">{entry.assumption}</Text>}
          {steps.length === 0 ? (
            <Text size="sm">
              {sim.snapshot.status === 'done' ? t`The copy reached a final state.` : t`No transition can be simulated from here.`}
            </Text>
          ) : (
            <Group gap="xs" aria-label={t`Transitions you can simulate now`} role="group">
              {steps.map((step) => (
                <Button key={step.key} size="xs" onClick={() => take(step)}>
                  {simulateLabel(step)}
                </Button>
              ))}
            </Group>
          )}
          {cannot.length > 0 && (
            <Text size="sm" data-testid="cannot-simulate">
              <Trans>Not simulated from here (they need data the simulator does not invent): {notSimulated}.</Trans>
            </Text>
          )}
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={reset} disabled={sim.history.length === 0}>
              <Trans>Reset the simulation</Trans>
            </Button>
          </Group>
          {sim.history.length > 0 && (
            <Text size="sm" data-testid="simulated-history">
              <Trans>Simulated so far: {simulatedSoFar}</Trans>
            </Text>
          )}
        </Stack>
      </Group>

      <section aria-label={t`Statechart of ${machineTitle}`}>
        <Title order={2} size="h4" mb={4}>
          {regionLabel ? t`${regionLabel}, and where its arrows lead` : t`The whole machine`}
        </Title>
        {layout.status === 'loading' && (
          <Text role="status">
            <Trans>Laying the statechart out…</Trans>
          </Text>
        )}
        {layout.status === 'error' && (
          <Alert color="red" title={t`The statechart could not be laid out`}>
            <Trans>{layoutProblem}. The states and transitions are listed below.</Trans>
          </Alert>
        )}
        {layout.status === 'ready' && (
          <StatechartCanvas
            chart={drawn}
            layout={layout.layout}
            liveIds={liveIds}
            simulatedIds={simulatedIds}
            enabled={new Set(arrowSteps.keys())}
            onSimulate={(id) => {
              const step = arrowSteps.get(id);
              if (step) take(step);
            }}
          />
        )}
        <Text size="sm" mt={4}>
          <Trans>
            Legend: each arrow names its event, then what it does in the registry’s words (in quotes), then its condition [in brackets]; a
            black dot points at the state a box starts in; a bold blue arrow can be simulated now (click it, or use the buttons above); ↻
            lists transitions that stay in their state; a double border is a final state.
          </Trans>
        </Text>
      </section>
      <FlowTextAlternative chart={entry.chart} liveIds={liveIds} simulatedIds={simulatedIds} />
      {entry.services && (
        <Text size="sm">
          <Trans>Services with this lifecycle: {lifecycleServices}.</Trans>
        </Text>
      )}
    </Stack>
  );
}
