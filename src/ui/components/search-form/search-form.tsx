/**
 * A list page's search: a `role="search"` form named for the list, a search box (at most 100 characters,
 * no autofill), its "Search" button, and the list's other filters after it, wrapping on a phone. The
 * page keeps the typed text and decides what a search does (usually: put it in the address).
 */
import type { FormEvent, ReactNode } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** The form's accessible name, e.g. "Transactions". */
  name: string;
  /** The search box's id (e.g. "transactions-search"); generated when absent. */
  inputId?: string;
  /** The search box's visible label, e.g. "Search". */
  label: string;
  /** A hint under the label: what can be searched for. */
  description?: string;
  /** The text typed. */
  value: string;
  onChange: (text: string) => void;
  /** The search is asked for (Enter or the button); the form does not reload the page. */
  onSearch: () => void;
  /** The box's width from the `sm` breakpoint, in px (full width below); default 320. */
  width?: number;
  /** The list's other filters, after the button. */
  children?: ReactNode;
}

/** The search form (see the module comment). */
export function SearchForm({ name, inputId, label, description, value, onChange, onSearch, width = 320, children }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" aria-label={name} onSubmit={submit} noValidate>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          id={inputId}
          type="search"
          label={label}
          description={description}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={100}
          autoComplete="off"
          w={{ base: '100%', sm: width }}
        />
        <Button type="submit" variant="outline">
          <Trans>Search</Trans>
        </Button>
        {children}
      </Group>
    </form>
  );
}
