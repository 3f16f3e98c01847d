/**
 * A choice from one of the registry's reference lists (GET /reference/{list}; issue 11 "Settings": the
 * countries, church denominations and dioceses the administrator keeps). Only active items are offered; a
 * saved answer the list no longer offers stays shown as it was saved (an item set aside after the draft was
 * written), and the API judges it on submission.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { ReferenceList } from '#src/domain/schemas/reference-lists';
import { useReferenceList } from '../queries/reference-lists';
import { SelectField } from '../components/form/select-field';

/** What a list is called in its loading and error lines. */
const LIST_NAMES: Readonly<Record<ReferenceList, MessageDescriptor>> = {
  countries: msg`countries`,
  denominations: msg`denominations`,
  dioceses: msg`dioceses`,
};

/** Props of {@link ReferenceField}. */
export interface ReferenceFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  list: ReferenceList;
  /** Only this group's items (a diocese's denomination); undefined: every item. */
  group?: string | null;
  /** Whether the choice may be cleared. */
  optional?: boolean;
  /** What the field says instead of an empty list, when the group has no item. */
  emptyNote?: string;
}

/** The list's select (see the module comment). */
export function ReferenceField({ name, label, hint, list, group, optional = false, emptyNote }: ReferenceFieldProps) {
  const { i18n, t } = useLingui();
  const chosen = useWatch({ name }) as unknown;
  const items = useReferenceList(list);
  const options = (items.data ?? [])
    .filter((i) => group === undefined || i.group === group)
    .map((i) => ({ value: i.value, label: i.label }));
  if (typeof chosen === 'string' && chosen && !options.some((o) => o.value === chosen)) options.unshift({ value: chosen, label: chosen });
  if (items.data && options.length === 0 && emptyNote) {
    return (
      <div data-field={name}>
        <Text fw={600}>{label}</Text>
        <Text>{emptyNote}</Text>
      </div>
    );
  }
  const listName = i18n._(LIST_NAMES[list]);
  const status = items.isError
    ? t`The list of ${listName} could not be loaded. Reload the page to try again.`
    : items.isPending
      ? t`Loading the list of ${listName}…`
      : null;
  return (
    <SelectField
      name={name}
      label={label}
      hint={
        status ? (
          <>
            {hint} {status}
          </>
        ) : (
          hint
        )
      }
      data={options}
      placeholder={t`Type to search the list`}
      searchable
      clearable={optional}
    />
  );
}
