/**
 * One settings resource's page body (issue 11 "Settings"; SPEC.md §2 /backoffice/settings/…), shared by the
 * settings page and the price list: the resource's definition (src/domain/settings/settings-resources.ts)
 * gives the list's columns, the search, the form and what may be done. Items are never deleted: they are
 * deactivated; each item's history lists its audited changes.
 */
import { Button, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { say, type Words } from '#src/ui/shared/words';

/** Items a page of the list shows. */
const PAGE_SIZE = 25;

/** The words of (de)activation, a resource's own (plain text) or these, drawn with `say`. */
type ActiveWords = Readonly<Record<keyof NonNullable<SettingsResource['activeWords']>, Words>>;

/** The words of (de)activation when a resource has none of its own; the two "when" phrases follow the item's name. */
const DEFAULT_ACTIVE_WORDS: ActiveWords = {
  deactivate: msg`Deactivate`,
  reactivate: msg`Reactivate`,
  active: msg`Active`,
  inactive: msg`Deactivated`,
  whenDeactivated: msg`will no longer be offered. It is kept, with everything that refers to it (bookings already made stay as they are), and you can reactivate it later.`,
  whenReactivated: msg`will be offered again.`,
};

/** What a dialog of the page is doing, if anything. */
type Dialog =
  { kind: 'form'; item: SettingsItem | null } | { kind: 'active'; item: SettingsItem } | { kind: 'history'; item: SettingsItem } | null;

/** An English ordinal: 1st, 2nd, 3rd, 10th, 21st. */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A cell's words, in the language of `i18n`. */
function cellText(i18n: I18n, column: SettingsColumn, item: SettingsItem): string {
  const value = item[column.key];
  switch (column.format) {
    case 'ugx':
      return typeof value === 'number' ? formatMoney(value) : '';
    case 'weekdays':
      return Array.isArray(value) ? weekdaysInWords(value.map(Number)) : '';
    case 'service':
      return serviceLabelOf(String(value as string));
    case 'yes-no':
      return value === true ? i18n._(msg`Yes`) : i18n._(msg`No`);
    case 'denomination':
      return String((item.denominationName as string | undefined) ?? value);
    case 'quantity': {
      // "21 days"; a day of a month reads "10th of the next month".
      const unit = String(item.unit as string);
      return unit.startsWith('of ') ? `${ordinal(Number(value))} ${unit}` : `${String(value as number)} ${unit}`;
    }
    case 'hours': {
      const opening = String(item.openingTime as string);
      const closing = String(item.closingTime as string);
      const minutes = String(item.slotMinutes as number);
      return i18n._(msg`${opening}–${closing}, every ${minutes} minutes`);
    }
    default:
      return value === null || value === undefined ? '' : String(value as string | number);
  }
}

/**
 * One settings resource's page.
 * @param props - the resource, and the page's heading when not the resource's title (the price list).
 */
export function ResourcePage({ resource, heading }: { resource: SettingsResource; heading?: string }) {
  const { t, i18n } = useLingui();
  const { params, setFilter: setParam } = useFilterParams();
  const q = params.get('q') ?? '';
  const includeInactive = resource.listsInactive === true || params.get('inactive') === 'shown';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(q);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useSettingsList(resource.slug, q, includeInactive);
  const nameOf = (item: SettingsItem) => String(item[resource.nameKey] as string);
  const words: ActiveWords = resource.activeWords ?? DEFAULT_ACTIVE_WORDS;
  const itemName = resource.itemName;
  const items = resource.title.toLowerCase();
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
          <Button onClick={() => setDialog({ kind: 'form', item: null })}>
            <Trans>Add a {itemName}</Trans>
          </Button>
        </Group>
      ) : null}
      <SearchForm
        name={resource.title}
        label={t`Find a ${itemName}`}
        value={search}
        onChange={setSearch}
        onSearch={() => setParam('q', search.trim() || null)}
      >
        {resource.canDeactivate && !resource.listsInactive ? (
          <Switch
            label={t`Show deactivated ones too`}
            checked={includeInactive}
            onChange={(e) => setParam('inactive', e.currentTarget.checked ? 'shown' : null)}
            mb={8}
          />
        ) : null}
      </SearchForm>

      {list.isError ? (
        <LoadError title={t`The ${items} could not be loaded`} message={list.error.message} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Text aria-live="polite">
          <Trans>Loading…</Trans>
        </Text>
      ) : list.data.length === 0 ? (
        <Text>{q ? t`No ${itemName} matches “${q}”.` : t`There is no ${itemName} yet.`}</Text>
      ) : (
        <Stack gap="sm">
          <ScrollRegion label={resource.title} minWidth={760}>
            <Table withTableBorder striped verticalSpacing="xs" captionSide="top">
              <Table.Caption>{caption(i18n, resource.title, list.data.length)}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {resource.columns.map((c) => (
                    <Table.Th key={c.key} scope="col">
                      {c.label}
                    </Table.Th>
                  ))}
                  {resource.canDeactivate ? (
                    <Table.Th scope="col">
                      <Trans>Status</Trans>
                    </Table.Th>
                  ) : null}
                  <Table.Th scope="col">
                    <Trans>Actions</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((item) => (
                  <Table.Tr key={item.id}>
                    {resource.columns.map((c, i) =>
                      i === 0 ? (
                        <Table.Th key={c.key} scope="row">
                          {cellText(i18n, c, item)}
                        </Table.Th>
                      ) : (
                        <Table.Td key={c.key} style={c.format === 'ugx' ? { whiteSpace: 'nowrap' } : undefined}>
                          {cellText(i18n, c, item)}
                        </Table.Td>
                      ),
                    )}
                    {resource.canDeactivate ? <Table.Td>{say(i18n, item.active ? words.active : words.inactive)}</Table.Td> : null}
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {resource.canChange?.(item) === false ? null : (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => setDialog({ kind: 'form', item })}
                            aria-label={changeLabel(i18n, nameOf(item))}
                          >
                            <Trans>Change</Trans>
                          </Button>
                        )}
                        {resource.canDeactivate ? (
                          <Button
                            size="xs"
                            variant="outline"
                            color={item.active ? 'red' : 'blue'}
                            onClick={() => setDialog({ kind: 'active', item })}
                            aria-label={`${say(i18n, item.active ? words.deactivate : words.reactivate)} ${nameOf(item)}`}
                          >
                            {say(i18n, item.active ? words.deactivate : words.reactivate)}
                          </Button>
                        ) : null}
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setDialog({ kind: 'history', item })}
                          aria-label={historyLabel(i18n, nameOf(item))}
                        >
                          <Trans>History</Trans>
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
        title={dialog?.kind === 'form' && dialog.item ? changeLabel(i18n, nameOf(dialog.item)) : t`Add a ${itemName}`}
        size="lg"
      >
        {dialog?.kind === 'form' ? <SettingsForm resource={resource} item={dialog.item} onDone={() => setDialog(null)} /> : null}
      </AppModal>
      <AppModal
        opened={dialog?.kind === 'active'}
        onClose={() => setDialog(null)}
        title={
          dialog?.kind === 'active' ? `${say(i18n, dialog.item.active ? words.deactivate : words.reactivate)} ${nameOf(dialog.item)}` : ''
        }
        size="md"
      >
        {dialog?.kind === 'active' ? (
          <ActiveConfirm resource={resource} item={dialog.item} name={nameOf(dialog.item)} onDone={() => setDialog(null)} />
        ) : null}
      </AppModal>
      <AppModal
        opened={dialog?.kind === 'history'}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'history' ? historyLabel(i18n, nameOf(dialog.item)) : ''}
        size="xl"
      >
        {dialog?.kind === 'history' ? <History resource={resource} item={dialog.item} /> : null}
      </AppModal>
    </Stack>
  );
}

/** The list's caption: the resource's title and how many items, and how many a page when there are several pages. */
function caption(i18n: I18n, title: string, count: number): string {
  const perPage = PAGE_SIZE;
  return count > PAGE_SIZE ? i18n._(msg`${title}: ${count}, ${perPage} a page`) : `${title}: ${count}`;
}

/** "Change …", the name of an item's change button and dialog. */
function changeLabel(i18n: I18n, name: string): string {
  return i18n._(msg`Change ${name}`);
}

/** "History of …", the name of an item's history button and dialog. */
function historyLabel(i18n: I18n, name: string): string {
  return i18n._(msg`History of ${name}`);
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
  const { t, i18n } = useLingui();
  const activate = !item.active;
  const words: ActiveWords = resource.activeWords ?? DEFAULT_ACTIVE_WORDS;
  const action = say(i18n, activate ? words.reactivate : words.deactivate).toLowerCase();
  const state = say(i18n, activate ? words.active : words.inactive).toLowerCase();
  return (
    <ConfirmAction
      message={`${name} ${say(i18n, activate ? words.whenReactivated : words.whenDeactivated)}`}
      confirmLabel={t`Yes, ${action}`}
      danger={!activate}
      action={() => changeSettingActive(resource.slug, item.id, activate)}
      successMessage={`${name}: ${state}.`}
      onSuccess={() => void refreshSettings(resource.slug)}
      onClose={onDone}
    />
  );
}

function History({ resource, item }: { resource: SettingsResource; item: SettingsItem }) {
  const { t } = useLingui();
  const changes = useSettingChanges(resource.slug, item.id);
  if (changes.isError)
    return <LoadError title={t`The history could not be loaded`} message={changes.error.message} onRetry={() => void changes.refetch()} />;
  if (!changes.data)
    return (
      <Text aria-live="polite">
        <Trans>Loading…</Trans>
      </Text>
    );
  if (changes.data.length === 0)
    return (
      <Text>
        <Trans>No change has been recorded since the registry’s data was set up.</Trans>
      </Text>
    );
  return (
    <ScrollRegion label={t`Changes`} minWidth={640}>
      <Table withTableBorder striped verticalSpacing="xs" captionSide="top">
        <Table.Caption>
          <Trans>Changes, newest first</Trans>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>When</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Who</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>What</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Before</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>After</Trans>
            </Table.Th>
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
