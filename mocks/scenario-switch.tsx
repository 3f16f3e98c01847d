/**
 * The scenario switch of the Mock outbox panel (mocks/outbox-panel.tsx; issue 13): the scenario in
 * force, a choice of the others with what each is for, and a button that switches after the person
 * confirms (the data starts afresh), then reloads at the portal's root. It reads and calls
 * `<base>/__mock/scenarios` and `<base>/__mock/scenario`, which every scenario leaves answering.
 */
import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MOCK_CONTROL_BASE } from './base-url';
import type { Scenario } from './scenarios';
import type { ScenarioName } from './scenario-state';

/** What switching asks before it acts. */
export const SWITCH_CONFIRMATION = 'Switch scenario? The demo data starts afresh for it, and you are signed out.';

/**
 * Switch the mock API to a scenario (`POST __mock/scenario`) after the person confirms, then sign out
 * and reload at the portal's root.
 * @param name - the scenario.
 * @returns false when the person did not confirm.
 * @throws Error when the mock API refused.
 */
export async function switchScenario(name: ScenarioName): Promise<boolean> {
  if (!window.confirm(SWITCH_CONFIRMATION)) return false;
  const response = await fetch(`${MOCK_CONTROL_BASE}/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!response.ok) throw new Error(`The mock API answered ${response.status}`);
  sessionStorage.clear();
  window.location.assign(import.meta.env.BASE_URL || '/');
  return true;
}

/** The scenario switch (inside the open panel). */
export function ScenarioSwitch() {
  const [list, setList] = useState<{ active: ScenarioName; scenarios: Scenario[] } | null>(null);
  const [chosen, setChosen] = useState<ScenarioName | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`${MOCK_CONTROL_BASE}/scenarios`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The mock API answered ${response.status}`);
        const { data } = (await response.json()) as { data: { active: ScenarioName; scenarios: Scenario[] } };
        setList(data);
        setChosen(data.active);
      })
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setError(cause instanceof Error ? cause.message : 'The scenarios could not be read');
      });
    return () => controller.abort();
  }, []);

  if (error) {
    return (
      <Text size="sm" role="alert" c="red.9">
        {error}
      </Text>
    );
  }
  if (!list || !chosen) return <Text size="sm">Loading the scenarios…</Text>;
  const active = list.scenarios.find((s) => s.name === list.active);
  const picked = list.scenarios.find((s) => s.name === chosen);
  return (
    <Stack gap="xs" component="section" aria-label="Mock scenario">
      <Text size="sm">
        Scenario in force: <strong>{active?.title ?? list.active}</strong>
      </Text>
      <NativeSelect
        label="Scenario"
        size="sm"
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value as ScenarioName)}
        data={list.scenarios.map((s) => ({ value: s.name, label: s.title }))}
        description={picked?.purpose}
      />
      <div>
        <Button
          size="xs"
          variant="outline"
          loading={busy}
          disabled={chosen === list.active}
          onClick={() => {
            setBusy(true);
            void switchScenario(chosen)
              .catch((cause: unknown) => setError(cause instanceof Error ? cause.message : 'The scenario could not be switched'))
              .finally(() => setBusy(false));
          }}
        >
          Switch scenario
        </Button>
      </div>
    </Stack>
  );
}
