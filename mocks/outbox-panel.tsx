/**
 * The mock outbox panel (mock builds only; rendered by src/main.tsx beside the portal): a fixed
 * "Mock outbox" button at the bottom right opens a drawer listing the e-mails and SMS the mock API
 * "sent" (activation links, codes, reset links), newest first — a mobile money payment prompt with the
 * buttons the payer's phone would have (approve, decline) — refreshed every 2 seconds while open,
 * with a "Clear" button, the scenario switch (mocks/scenario-switch.tsx), and a "Reset demo data" button (the mock database persists in localStorage
 * and is written back on reload, so clearing the site's storage does not reset it). It reads
 * `GET ${API_BASE}/__mock/outbox` with fetch.
 *
 * Accessibility (WCAG 2.2 AA): the drawer is a labelled dialog that traps focus, closes with Escape
 * and returns focus to the button; messages are a list of articles with headings; links are real
 * `<a href>`; the message count is announced politely; colours come from the portal's theme
 * (contrast-checked), never the "dimmed" grey.
 */
import { Affix, Anchor, Badge, Button, Code, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useId, useState } from 'react';
import { formatDisplayDateTime } from '../src/domain/dates';
import { MOCK_CONTROL_BASE } from './base-url';
import type { OutboxMessage } from './db';
import { ScenarioSwitch } from './scenario-switch';

/** How often the open panel reads the outbox again, in milliseconds. */
export const OUTBOX_REFRESH_MS = 2000;

/**
 * The href of a link in a message: the path joined to the app's base URL (links are paths relative
 * to the portal origin; a build served under a sub-path needs the prefix).
 * @param link - e.g. "/auth/email-verified?token=abc".
 */
export function outboxHref(link: string): string {
  const base = (import.meta.env.BASE_URL || '/').replace(/\/+$/, '');
  return `${base}${link}`;
}

async function fetchOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  const response = await fetch(`${MOCK_CONTROL_BASE}/outbox`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The mock API answered ${response.status}`);
  const body = (await response.json()) as { data?: OutboxMessage[] };
  return body.data ?? [];
}

/** The PRN a mobile money prompt asks to pay, or null for other messages. */
export function promptPrn(message: Pick<OutboxMessage, 'subject' | 'body'>): string | null {
  if (message.subject !== 'Mobile money payment prompt') return null;
  return /\(PRN ([A-Z0-9]+)\)/.exec(message.body)?.[1] ?? null;
}

/**
 * The payer's phone, in the mock: approve or decline a mobile money prompt (`POST __mock/mobile-money`).
 * @param props - the prompt's PRN.
 */
function PromptAnswer({ prn }: { prn: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'approved' | 'declined'>('idle');
  const [error, setError] = useState<string | null>(null);
  const answer = async (approve: boolean) => {
    setState('busy');
    setError(null);
    try {
      const response = await fetch(`${MOCK_CONTROL_BASE}/mobile-money`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ prn, approve }),
      });
      const body = (await response.json()) as { message?: string };
      if (response.ok) setState(approve ? 'approved' : 'declined');
      else {
        setState('idle');
        setError(body.message ?? `The mock API answered ${response.status}`);
      }
    } catch (cause) {
      setState('idle');
      setError(cause instanceof Error ? cause.message : 'The prompt could not be answered');
    }
  };
  if (state === 'approved' || state === 'declined') {
    return (
      <Text size="sm" mt={6} role="status">
        {state === 'approved' ? 'You approved the payment on the phone.' : 'You declined the payment on the phone.'}
      </Text>
    );
  }
  return (
    <Stack gap={4} mt={6}>
      <Group gap="xs">
        <Button size="xs" onClick={() => void answer(true)} loading={state === 'busy'}>
          Approve on the phone
        </Button>
        <Button size="xs" variant="outline" onClick={() => void answer(false)} disabled={state === 'busy'}>
          Decline
        </Button>
      </Group>
      {error ? (
        <Text size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function MessageItem({ message }: { message: OutboxMessage }) {
  const headingId = useId();
  const prn = promptPrn(message);
  return (
    <li style={{ listStyle: 'none' }}>
      <article aria-labelledby={headingId} style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 4, padding: 12 }}>
        <Group gap="xs" mb={4}>
          <Badge variant="outline" radius="sm">
            {message.channel === 'email' ? 'Email' : 'SMS'}
          </Badge>
          <Title order={3} size="h5" id={headingId}>
            {message.subject}
          </Title>
        </Group>
        <Text size="sm">
          <strong>To:</strong> {message.to}
        </Text>
        <Text size="sm">
          <strong>Sent:</strong> <time dateTime={message.sentAt}>{formatDisplayDateTime(message.sentAt)}</time>
        </Text>
        {message.code ? (
          <Text size="sm">
            <strong>Code:</strong> <Code fz="md">{message.code}</Code>
          </Text>
        ) : null}
        {message.link ? (
          <Text size="sm">
            <strong>Link:</strong>{' '}
            <Anchor href={outboxHref(message.link)} underline="always" style={{ wordBreak: 'break-all' }}>
              {message.link}
            </Anchor>
          </Text>
        ) : null}
        <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {message.body}
        </Text>
        {prn ? <PromptAnswer prn={prn} /> : null}
      </article>
    </li>
  );
}

/** What "Reset demo data" asks before it acts. */
export const RESET_CONFIRMATION =
  'Reset the demo data? Accounts registered, messages and sign-ins since the last reset are lost, and you are signed out.';

/**
 * Reset the mock API (`POST __mock/reset`) after the person confirms, then sign out and reload at
 * the portal's root.
 */
export async function resetDemoData(): Promise<void> {
  if (!window.confirm(RESET_CONFIRMATION)) return;
  const response = await fetch(`${MOCK_CONTROL_BASE}/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`The mock API answered ${response.status}`);
  sessionStorage.clear();
  window.location.assign(import.meta.env.BASE_URL || '/');
}

/** Room kept free below the page for the fixed "Mock outbox" button (its height, 30 px, and its 8 px margin, and a little more), in px. */
export const OUTBOX_BUTTON_ROOM_PX = 48;

/**
 * The mock outbox panel: a fixed button and the drawer it opens. Render it once, inside the
 * portal's MantineProvider, in mock builds only.
 */
export function OutboxPanel() {
  const [opened, setOpened] = useState(false);
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setMessages(await fetchOutbox(signal));
      setError(null);
    } catch (cause) {
      if (signal?.aborted) return;
      setError(cause instanceof Error ? cause.message : 'The outbox could not be read');
    }
  }, []);

  useEffect(() => {
    if (!opened) return undefined;
    const controller = new AbortController();
    void load(controller.signal);
    const timer = window.setInterval(() => void load(controller.signal), OUTBOX_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [opened, load]);

  const clear = async () => {
    setClearing(true);
    try {
      const response = await fetch(`${MOCK_CONTROL_BASE}/outbox`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`The mock API answered ${response.status}`);
      await load();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The outbox could not be cleared');
    } finally {
      setClearing(false);
    }
  };

  // The fixed button must hide nothing (issue 30: it covered links and buttons): the page ends a button's height
  // lower, and a control that takes focus is scrolled above it (WCAG 2.4.11 Focus not obscured).
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = `${OUTBOX_BUTTON_ROOM_PX}px`;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);

  const count = messages?.length ?? 0;
  return (
    <>
      <div aria-hidden="true" data-outbox-room style={{ height: OUTBOX_BUTTON_ROOM_PX }} />
      <Affix position={{ bottom: 8, right: 8 }} zIndex={150}>
        <Button
          size="xs"
          color="dark"
          onClick={() => setOpened(true)}
          aria-haspopup="dialog"
          aria-expanded={opened}
          // A tool for developers and testers, in English: the pseudo-locale walk does not read it.
          data-developer-tools=""
        >
          Mock outbox
        </Button>
      </Affix>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title="Mock outbox"
        position="left"
        size="md"
        closeButtonProps={{ 'aria-label': 'Close mock outbox' }}
      >
        <Stack gap="sm">
          <Text size="sm">Messages the mock API would have sent by email or SMS, newest first. The list refreshes every 2 seconds.</Text>
          <Group justify="space-between">
            <Text size="sm" role="status">
              {messages === null ? 'Loading messages…' : `${count} ${count === 1 ? 'message' : 'messages'}`}
            </Text>
            <Button variant="outline" size="xs" onClick={() => void clear()} loading={clearing} disabled={count === 0}>
              Clear
            </Button>
          </Group>
          {error ? (
            <Text size="sm" role="alert" c="red.9">
              {error}
            </Text>
          ) : null}
          {count > 0 ? (
            <Stack component="ul" gap="sm" p={0} m={0} aria-label="Messages, newest first">
              {messages?.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </Stack>
          ) : messages !== null ? (
            <Text size="sm">No messages yet.</Text>
          ) : null}
          <ScenarioSwitch />
          <Stack gap={4} mt="md" component="section" aria-labelledby="mock-api-contract">
            <Title order={3} size="h5" id="mock-api-contract">
              The API&apos;s contract
            </Title>
            <Text size="sm">
              Every call the mock API answers, who may make it and every answer it gives, as a real registry API must:{' '}
              <Anchor href={outboxHref('/api-reference/')} target="_blank" underline="always">
                API reference (opens in a new tab)
              </Anchor>
              , or the OpenAPI document itself,{' '}
              <Anchor href={outboxHref('/api-reference/openapi.json')} underline="always">
                openapi.json
              </Anchor>
              .
            </Text>
          </Stack>
          <Group mt="md">
            <Button
              variant="outline"
              color="red.9"
              size="xs"
              onClick={() =>
                void resetDemoData().catch((cause: unknown) =>
                  setError(cause instanceof Error ? cause.message : 'The demo data could not be reset'),
                )
              }
            >
              Reset demo data
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
