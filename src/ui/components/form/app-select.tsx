import { useMemo, useState } from 'react';
import {
  type ComboboxData,
  type ComboboxItem,
  type ComboboxParsedItem,
  defaultOptionsFilter,
  getParsedComboboxData,
  isOptionsGroup,
  type OptionsFilter,
  Select,
  type SelectProps,
} from '@mantine/core';

/** Props of {@link AppSelect}: Mantine's Select, always controlled. */
export interface AppSelectProps extends Omit<SelectProps, 'value' | 'defaultValue' | 'onChange' | 'dropdownOpened'> {
  /** The chosen option's value, or null when none. */
  value: string | null;
  /** Called with the newly chosen option's value (null when cleared) and the option. */
  onChange: (value: string | null, option: ComboboxItem | null) => void;
}

/** Every option of the data, groups flattened, in list order. */
function flatOptions(parsed: ComboboxParsedItem[]): ComboboxItem[] {
  return parsed.flatMap((item) => (isOptionsGroup(item) ? item.items : [item]));
}

/** Text compared without case, surrounding spaces or doubled spaces ("  kampala " is "Kampala"). */
function comparable(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * The enabled option whose label is the typed text, compared without case and extra spaces, or null.
 * @param data - the select's options (strings, items or groups).
 * @param typed - what is in the box.
 */
export function optionNamedBy(data: ComboboxData | undefined, typed: string): ComboboxItem | null {
  const wanted = comparable(typed);
  if (wanted === '') return null;
  return flatOptions(getParsedComboboxData<string>(data)).find((o) => !o.disabled && comparable(o.label) === wanted) ?? null;
}

/**
 * The option Enter chooses when none is highlighted: the one named by the typed text, else the only
 * enabled option the typed text leaves in the list (Mantine's filter, or the select's own), else null.
 * @param data - the select's options.
 * @param typed - what is in the box.
 * @param filter - the select's `filter`, if it has its own.
 */
export function optionForEnter(data: ComboboxData | undefined, typed: string, filter?: OptionsFilter): ComboboxItem | null {
  const named = optionNamedBy(data, typed);
  if (named || typed.trim() === '') return named;
  const input = { options: getParsedComboboxData<string>(data), search: typed, limit: Infinity };
  // Mantine's default filter is typed for any option value; the portal's values are strings.
  const kept = filter ? filter(input) : (defaultOptionsFilter(input) as ComboboxParsedItem[]);
  const left = flatOptions(kept).filter((o) => !o.disabled);
  return left.length === 1 ? (left[0] ?? null) : null;
}

/** Whether the open list has an option highlighted with the arrow keys (Mantine marks it `data-combobox-selected`). */
function hasHighlightedOption(input: HTMLInputElement): boolean {
  const listId = input.getAttribute('aria-controls');
  const list = listId ? input.ownerDocument.getElementById(listId) : null;
  return Boolean(list?.querySelector('[data-combobox-selected]'));
}

/**
 * The portal's select (Mantine Select, a combobox with a listbox popup). Every searchable select of
 * the portal is one, directly or through `SelectField`. When `searchable`, the box behaves as a
 * keyboard-only person expects (issue 30; WAI-ARIA APG, editable combobox with list autocomplete):
 *
 * - Leaving the box (Tab, a click elsewhere) keeps a typed text that names an option ("kampala" chooses
 *   Kampala); Mantine alone empties the box and chooses nothing. A text naming no option puts back the
 *   option chosen before (or an empty box).
 * - Enter while the list is open never submits the form around it. It chooses the option highlighted
 *   with the arrow keys; with none highlighted, the option the typed text names, or the only one it
 *   leaves in the list; otherwise the list stays open. Enter on the closed box submits the form, as in
 *   any text box.
 *
 * It is always controlled (`value`, `onChange`). It opens no list of its own on a value change.
 *
 * Its list is drawn only while open (`comboboxProps.keepMounted: false`; Mantine keeps every option drawn and hidden
 * by default). A notice's party step has a district select of 146 options: drawn hidden, they were about a fifth of
 * the time the step took to open on a slow phone (issue 33). Closed, the box names no list (Mantine sets
 * `aria-controls` only while open), so nothing refers to an element that is not there.
 */
export function AppSelect({
  value,
  onChange,
  onBlur,
  onKeyDown,
  onDropdownOpen,
  onDropdownClose,
  searchable = false,
  data,
  filter,
  comboboxProps,
  ...others
}: AppSelectProps) {
  // Drawn only while open (see above), unless the caller asks otherwise.
  const lists = { keepMounted: false, ...comboboxProps };
  const [opened, setOpened] = useState(false);
  const options = useMemo(() => flatOptions(getParsedComboboxData<string>(data)), [data]);
  const choose = (option: ComboboxItem) => {
    if (option.value !== value) onChange(option.value, option);
  };
  if (!searchable) {
    return (
      <Select
        {...others}
        comboboxProps={lists}
        data={data}
        filter={filter}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        onDropdownOpen={onDropdownOpen}
        onDropdownClose={onDropdownClose}
      />
    );
  }
  return (
    <Select
      {...others}
      comboboxProps={lists}
      data={data}
      filter={filter}
      searchable
      value={value}
      onChange={onChange}
      dropdownOpened={opened}
      onDropdownOpen={() => {
        setOpened(true);
        onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        setOpened(false);
        onDropdownClose?.();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== 'Enter' || event.nativeEvent.isComposing || !opened) return;
        // An open list's Enter chooses; it never submits the form.
        event.preventDefault();
        // Mantine itself chooses the option highlighted with the arrow keys.
        if (hasHighlightedOption(event.currentTarget)) return;
        const option = optionForEnter(options, event.currentTarget.value, filter);
        if (option) {
          choose(option);
          setOpened(false);
        }
      }}
      onBlur={(event) => {
        // Mantine has put back the previous label by now, but the box still shows what was typed.
        const option = optionNamedBy(options, event.currentTarget.value);
        if (option) choose(option);
        onBlur?.(event);
      }}
    />
  );
}
