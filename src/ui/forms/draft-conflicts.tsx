/**
 * What the person is told when the same draft was changed in another tab or on another device
 * (issue 16; docs/decisions/007-draft-versions.md), in plain words:
 * - answers taken from elsewhere into fields not changed here: a polite status ("… were added here.
 *   Nothing you typed was lost."), until the next page;
 * - fields changed in both places: an alert asking, for each, which answer to keep (radios in a
 *   fieldset named by the question; "Keep what you typed here" is chosen to start with), then "Save
 *   these answers". Nothing is sent until then.
 */
import { msg } from '@lingui/core/macro';
import { textOf, wordsTable } from '#src/domain/words';
import { useState } from 'react';
import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ConflictChoice, FieldConflict } from '#src/machines/wizard/wizard.machine';
import { withValueAt } from '#src/machines/wizard/draft-merge';
import { selectConflicts, selectMergedPaths } from '#src/machines/wizard/wizard.selectors';
import { findField, type FormDefinition, formatAnswer, type FormValues, NOT_ANSWERED_WORDS, resolve } from './form-definition';
import { useWizard } from './wizard-context';

/** The words of the notices. */
export const DRAFT_NOTICE_TEXT = wordsTable({
  mergedTitle: msg`Answers from another tab or device were added`,
  conflictTitle: msg`Some answers were changed in two places`,
  conflictIntro: msg`These answers were changed both here and in another tab or on another device. Choose which answer to keep for each. Nothing is sent until you choose, and everything you typed stays on this device meanwhile.`,
  keepMine: msg`Keep what you typed here`,
  useTheirs: msg`Use the answer from the other tab or device`,
  save: msg`Save these answers`,
});

/** The notice of answers merged from another tab or device, in the active language. */
export function draftMergedText(sections: string): string {
  return textOf(
    msg`This form was also changed in another tab or on another device. Their answers to ${sections} were added here. Nothing you typed was lost.`,
  );
}

/** Where a field path sits in the form: its question and its step, in words. */
function describeField(definition: FormDefinition, path: string, values: FormValues): { question: string; section: string } {
  const { step, field } = findField(definition, path);
  const label = field ? resolve(field.label, values) : path;
  return { question: textOf(label), section: textOf(step?.title ?? definition.title) };
}

/** An answer in words (dates dd-mm-yyyy, options by label, documents by name). */
function answerText(definition: FormDefinition, path: string, value: unknown): string {
  const { field } = findField(definition, path);
  if (field) return formatAnswer(field, withValueAt({}, path, value) as FormValues);
  if (value === null || value === undefined || value === '') return textOf(NOT_ANSWERED_WORDS);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The notice after answers from elsewhere were merged in (role=status). */
function MergedNotice({ paths }: { paths: readonly string[] }) {
  const { definition, actor } = useWizard();
  const values = actor.getSnapshot().context.data;
  const sections = [...new Set(paths.map((p) => describeField(definition, p, values).section))];
  const list = sections.length <= 1 ? (sections[0] ?? '') : `${sections.slice(0, -1).join(', ')} and ${sections.at(-1) ?? ''}`;
  return (
    <Alert role="status" aria-live="polite" color="blue" variant="light" title={DRAFT_NOTICE_TEXT.mergedTitle} mb="lg" maw={720}>
      <Text>{draftMergedText(list)}</Text>
    </Alert>
  );
}

/** Props of {@link ConflictPanel}. */
export interface ConflictPanelProps {
  conflicts: readonly FieldConflict[];
}

/** The question for each field changed in two places, and the button that saves the choices (role=alert). */
export function ConflictPanel({ conflicts }: ConflictPanelProps) {
  const { definition, actor } = useWizard();
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const values = actor.getSnapshot().context.data;
  return (
    <Alert role="alert" color="orange" variant="light" title={DRAFT_NOTICE_TEXT.conflictTitle} mb="lg" maw={720}>
      <Stack gap="md">
        <Text>{DRAFT_NOTICE_TEXT.conflictIntro}</Text>
        {conflicts.map((conflict) => {
          const { question, section } = describeField(definition, conflict.path, values);
          const choice = choices[conflict.path] ?? 'mine';
          return (
            <Radio.Group
              key={conflict.path}
              name={`conflict-${conflict.path}`}
              label={`${question} (${section})`}
              value={choice}
              onChange={(value) => setChoices((current) => ({ ...current, [conflict.path]: value as ConflictChoice }))}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="mine" label={`${DRAFT_NOTICE_TEXT.keepMine}: ${answerText(definition, conflict.path, conflict.mine)}`} />
                <Radio value="theirs" label={`${DRAFT_NOTICE_TEXT.useTheirs}: ${answerText(definition, conflict.path, conflict.theirs)}`} />
              </Stack>
            </Radio.Group>
          );
        })}
        <div>
          <Button
            type="button"
            onClick={() => {
              const all: Record<string, ConflictChoice> = {};
              for (const c of conflicts) all[c.path] = choices[c.path] ?? 'mine';
              actor.send({ type: 'wizard.resolve', choices: all });
            }}
          >
            {DRAFT_NOTICE_TEXT.save}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}

/**
 * The wizard's notices about other tabs and devices: the conflict questions when there are any,
 * else the "answers were added" status after a merge.
 */
export function DraftNotices() {
  const { actor } = useWizard();
  const conflicts = useSelector(actor, selectConflicts);
  const merged = useSelector(actor, selectMergedPaths);
  if (conflicts.length > 0) return <ConflictPanel key={conflicts.map((c) => c.path).join('|')} conflicts={conflicts} />;
  if (merged.length > 0) return <MergedNotice paths={merged} />;
  return null;
}
