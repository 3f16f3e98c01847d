/**
 * One settings resource's page body (issue 11 "Settings"; SPEC.md §2 /backoffice/settings/…), shared by the
 * settings page and the price list: the resource's definition (src/domain/settings/settings-resources.ts)
 * gives the list's columns, the search, the form and what may be done. Items are never deleted: they are
 * deactivated; each item's history lists its audited changes.
 */
import { Button, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDisplayDateTime } from '#src/domain/dates';
import { formatMoney } from '#src/domain/money';
import {
  type SettingsColumn,
  type SettingsItem,
  type SettingsResource,
  serviceLabelOf,
  weekdaysInWords,
} from '#src/domain/settings/settings-resources';
import { AppModal } from '#src/ui/components/app-modal/app-modal';
import { ConfirmAction } from '#src/ui/components/confirm-action/confirm-action';
import { ListPagination } from '#src/ui/components/list-pagination/list-pagination';
import { useFilterParams } from '#src/ui/components/list-pagination/use-filter-params';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { SearchForm } from '#src/ui/components/search-form/search-form';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';
import { SETTINGS_EXTRAS } from './settings-extras';
import { SettingsForm } from './settings-form';
import { changeSettingActive, refreshSettings, useSettingChanges, useSettingsList } from '#src/ui/queries/settings';

/** Items a page of the list shows. */
const PAGE_SIZE = 25;

/** The words of (de)activation when a resource has none of its own. */
const DEFAULT_ACTIVE_WORDS = {
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  active: 'Active',
  inactive: 'Deactivated',
  whenDeactivated:
    'will no longer be offered. It is kept, with everything that refers to it (bookings already made stay as they are), and you can reactivate it later.',
  whenReactivated: 'will be offered again.',
} as const;

/** What a dialog of the page is doing, if anything. */
type Dialog =
  { kind: 'form'; item: SettingsItem | null } | { kind: 'active'; item: SettingsItem } | { kind: 'history'; item: SettingsItem } | null;

/** An English ordinal: 1st, 2nd, 3rd, 10th, 21st. */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A cell's words. */
function cellText(column: SettingsColumn, item: SettingsItem): string {
  const value = item[column.key];
  switch (column.format) {
    case 'ugx':
      return typeof value === 'number' ? formatMoney(value) : '';
    case 'weekdays':
      return Array.isArray(value) ? weekdaysInWords(value.map(Number)) : '';
    case 'service':
      return serviceLabelOf(String(value as string));
    case 'yes-no':
      return value === true ? 'Yes' : 'No';
    case 'denomination':
      return String((item.denominationName as string | undefined) ?? value);
    case 'quantity': {
      // "21 days"; a day of a month reads "10th of the next month".
      const unit = String(item.unit as string);
      return unit.startsWith('of ') ? `${ordinal(Number(value))} ${unit}` : `${String(value as number)} ${unit}`;
    }
    case 'hours':
      return `${String(item.openingTime as string)}–${String(item.closingTime as string)}, every ${String(item.slotMinutes as number)} minutes`;
    default:
      return value === null || value === undefined ? '' : String(value as string | number);
  }
}

/**
 * One settings resource's page.
 * @param props - the resource, and the page's heading when not the resource's title (the price list).
 */
export function ResourcePage({ resource, heading }: { resource: SettingsResource; heading?: string }) {
  const { params, setFilter: setParam } = useFilterParams();
  const q = params.get('q') ?? '';
  const includeInactive = resource.listsInactive === true || params.get('inactive') === 'shown';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(q);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useSettingsList(resource.slug, q, includeInactive);
  const nameOf = (item: SettingsItem) => String(item[resource.nameKey] as string);
  const words = resource.activeWords ?? DEFAULT_ACTIVE_WORDS;
  // A section some resources show under their list (settings-extras.ts), e.g. the stamps' preview.
  const Extra = SETTINGS_EXTRAS[resource.slug];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{heading ?? resource.title}</Title>
        <Text mt="xs">{resource.description}</Text>
      </div>
      {resource.canCreate ? (
        <Group>
          <Button onClick={() => setDialog({ kind: 'form', item: null })}>Add a {resource.itemName}</Button>
        </Group>
      ) : null}
      <SearchForm
        name={resource.title}
        label={`Find a ${resource.itemName}`}
        value={search}
        onChange={setSearch}
        onSearch={() => setParam('q', search.trim() || null)}
      >
        {resource.canDeactivate && !resource.listsInactive ? (
          <Switch
            label="Show deactivated ones too"
            checked={includeInactive}
            onChange={(e) => setParam('inactive', e.currentTarget.checked ? 'shown' : null)}
            mb={8}
          />
        ) : null}
      </SearchForm>

      {list.isError ? (
        <LoadError
          title={`The ${resource.title.toLowerCase()} could not be loaded`}
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Text aria-live="polite">Loading…</Text>
      ) : list.data.length === 0 ? (
        <Text>{q ? `No ${resource.itemName} matches “${q}”.` : `There is no ${resource.itemName} yet.`}</Text>
      ) : (
        <Stack gap="sm">
          <ScrollRegion label={resource.title} minWidth={760}>
            <Table withTableBorder striped verticalSpacing="xs" captionSide="top">
              <Table.Caption>{`${resource.title}: ${list.data.length}${list.data.length > PAGE_SIZE ? `, ${PAGE_SIZE} a page` : ''}`}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {resource.columns.map((c) => (
                    <Table.Th key={c.key} scope="col">
                      {c.label}
                    </Table.Th>
                  ))}
                  {resource.canDeactivate ? <Table.Th scope="col">Status</Table.Th> : null}
                  <Table.Th scope="col">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((item) => (
                  <Table.Tr key={item.id}>
                    {resource.columns.map((c, i) =>
                      i === 0 ? (
                        <Table.Th key={c.key} scope="row">
                          {cellText(c, item)}
                        </Table.Th>
                      ) : (
                        <Table.Td key={c.key} style={c.format === 'ugx' ? { whiteSpace: 'nowrap' } : undefined}>
                          {cellText(c, item)}
                        </Table.Td>
                      ),
                    )}
                    {resource.canDeactivate ? <Table.Td>{item.active ? words.active : words.inactive}</Table.Td> : null}
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {resource.canChange?.(item) === false ? null : (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => setDialog({ kind: 'form', item })}
                            aria-label={`Change ${nameOf(item)}`}
                          >
                            Change
                          </Button>
                        )}
                        {resource.canDeactivate ? (
                          <Button
                            size="xs"
                            variant="outline"
                            color={item.active ? 'red' : 'blue'}
                            onClick={() => setDialog({ kind: 'active', item })}
                            aria-label={`${item.active ? words.deactivate : words.reactivate} ${nameOf(item)}`}
                          >
                            {item.active ? words.deactivate : words.reactivate}
                          </Button>
                        ) : null}
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setDialog({ kind: 'history', item })}
                          aria-label={`History of ${nameOf(item)}`}
                        >
                          History
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <ListPagination total={Math.ceil(list.data.length / PAGE_SIZE)} value={page} onChange={(p) => setParam('page', String(p))} />
        </Stack>
      )}
      {Extra ? <Extra /> : null}

      <AppModal
        opened={dialog?.kind === 'form'}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'form' && dialog.item ? `Change ${nameOf(dialog.item)}` : `Add a ${resource.itemName}`}
        size="lg"
      >
        {dialog?.kind === 'form' ? <SettingsForm resource={resource} item={dialog.item} onDone={() => setDialog(null)} /> : null}
      </AppModal>
      <AppModal
        opened={dialog?.kind === 'active'}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'active' ? `${dialog.item.active ? words.deactivate : words.reactivate} ${nameOf(dialog.item)}` : ''}
        size="md"
      >
        {dialog?.kind === 'active' ? (
          <ActiveConfirm resource={resource} item={dialog.item} name={nameOf(dialog.item)} onDone={() => setDialog(null)} />
        ) : null}
      </AppModal>
      <AppModal
        opened={dialog?.kind === 'history'}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'history' ? `History of ${nameOf(dialog.item)}` : ''}
        size="xl"
      >
        {dialog?.kind === 'history' ? <History resource={resource} item={dialog.item} /> : null}
      </AppModal>
    </Stack>
  );
}

function ActiveConfirm({
  resource,
  item,
  name,
  onDone,
}: {
  resource: SettingsResource;
  item: SettingsItem;
  name: string;
  onDone: () => void;
}) {
  const activate = !item.active;
  const words = resource.activeWords ?? DEFAULT_ACTIVE_WORDS;
  return (
    <ConfirmAction
      message={`${name} ${activate ? words.whenReactivated : words.whenDeactivated}`}
      confirmLabel={`Yes, ${(activate ? words.reactivate : words.deactivate).toLowerCase()}`}
      danger={!activate}
      action={() => changeSettingActive(resource.slug, item.id, activate)}
      successMessage={`${name}: ${(activate ? words.active : words.inactive).toLowerCase()}.`}
      onSuccess={() => void refreshSettings(resource.slug)}
      onClose={onDone}
    />
  );
}

function History({ resource, item }: { resource: SettingsResource; item: SettingsItem }) {
  const changes = useSettingChanges(resource.slug, item.id);
  if (changes.isError)
    return <LoadError title="The history could not be loaded" message={changes.error.message} onRetry={() => void changes.refetch()} />;
  if (!changes.data) return <Text aria-live="polite">Loading…</Text>;
  if (changes.data.length === 0) return <Text>No change has been recorded since the registry’s data was set up.</Text>;
  return (
    <ScrollRegion label="Changes" minWidth={640}>
      <Table withTableBorder striped verticalSpacing="xs" captionSide="top">
        <Table.Caption>Changes, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Who</Table.Th>
            <Table.Th scope="col">What</Table.Th>
            <Table.Th scope="col">Before</Table.Th>
            <Table.Th scope="col">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.data.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{formatDisplayDateTime(c.changedAt)}</Table.Td>
              <Table.Td>{c.changedByName}</Table.Td>
              <Table.Th scope="row">{c.field}</Table.Th>
              <Table.Td>{c.oldValue}</Table.Td>
              <Table.Td>{c.newValue}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
