/**
 * /backoffice/accounts (SPEC.md §2; issue 11 "Accounts"): the administrator lists the staff accounts
 * (search, role and status filters in the address, so a view survives a reload), adds one (the person is
 * e-mailed an invitation to set a password), changes an account's office and role, and deactivates or
 * reactivates it. Nothing is deleted: a deactivated account's work stays on record
 * (docs/decisions/019-staff-accounts.md).
 */
import { Button, Group, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BACKOFFICE_ROLES, ROLE_LABELS, type BackofficeRole } from '#src/domain/accounts';
import { formatDisplayDate } from '#src/domain/dates';
import {
  STAFF_ACCOUNT_STATUS_TEXT,
  STAFF_ACCOUNT_STATUSES,
  type StaffAccount,
  type StaffAccountStatus,
} from '#src/domain/schemas/staff-accounts';
import { useProfile } from '#src/ui/shared/session-context';
import { AppModal } from '#src/ui/components/app-modal/app-modal';
import { ConfirmAction } from '#src/ui/components/confirm-action/confirm-action';
import { ListPagination } from '#src/ui/components/list-pagination/list-pagination';
import { useFilterParams } from '#src/ui/components/list-pagination/use-filter-params';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';
import { AddAccountForm, ChangeAccountForm, changeRoleTitle } from './account-forms';
import { Unbroken } from '#src/ui/components/unbroken/unbroken';
import { changeStaffAccountActive, refreshStaffAccounts, useStaffAccounts } from '#src/ui/queries/staff-accounts';

const PAGE_SIZE = 25;

/** What a dialog of the page is doing, if anything. */
type Dialog = { kind: 'add' } | { kind: 'change'; account: StaffAccount } | { kind: 'active'; account: StaffAccount } | null;

function officeOf(i18n: I18n, account: StaffAccount): string {
  const district = account.district ?? '';
  return account.accountType === 'ADMIN_UNIT' ? i18n._(msg`District office, ${district}`) : i18n._(msg`National registry`);
}

/** The accounts page. */
export default function AccountsPage() {
  const { t, i18n } = useLingui();
  const me = useProfile();
  const { params, setFilter } = useFilterParams();
  const q = params.get('q') ?? '';
  const role = (BACKOFFICE_ROLES as readonly string[]).includes(params.get('role') ?? '')
    ? (params.get('role') as BackofficeRole)
    : undefined;
  const status = (STAFF_ACCOUNT_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as StaffAccountStatus)
    : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(q);
  const [dialog, setDialog] = useState<Dialog>(null);
  const query = { q: q || undefined, role, status, page, pageSize: PAGE_SIZE };
  const list = useStaffAccounts(query);
  const total = list.data?.total ?? 0;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Accounts</Trans>
        </Title>
        <Text mt="xs">
          <Trans>
            The registry’s staff accounts: the national registry and the district offices. Add an account, change a person’s role, or
            deactivate an account that is no longer needed.
          </Trans>
        </Text>
      </div>
      <Group>
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Trans>Add a staff account</Trans>
        </Button>
      </Group>

      <form
        role="search"
        aria-label={t`Staff accounts`}
        onSubmit={(event) => {
          event.preventDefault();
          setFilter('q', search.trim() || null);
        }}
      >
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t`Name, e-mail, phone or district`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            label={t`Role`}
            data={BACKOFFICE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            value={role ?? null}
            onChange={(value) => setFilter('role', value)}
            placeholder={t`Any role`}
            clearable
            w={{ base: '100%', sm: 200 }}
          />
          <Select
            label={t`Status`}
            data={STAFF_ACCOUNT_STATUSES.map((s) => ({ value: s, label: STAFF_ACCOUNT_STATUS_TEXT[s] }))}
            value={status ?? null}
            onChange={(value) => setFilter('status', value)}
            placeholder={t`Any status`}
            clearable
            w={{ base: '100%', sm: 220 }}
          />
          <Button type="submit" variant="outline">
            <Trans>Search</Trans>
          </Button>
        </Group>
      </form>

      {list.isError ? (
        <LoadError title={t`The accounts could not be loaded`} message={list.error.message} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Text aria-live="polite">
          <Trans>Loading the accounts…</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          <Text fw={700} aria-live="polite">
            {total === 0 ? t`No staff account matches.` : plural(total, { one: '# staff account', other: '# staff accounts' })}
          </Text>
          {list.data.items.length > 0 ? (
            <ScrollRegion label={t`Staff accounts`} minWidth={860}>
              <Table withTableBorder striped verticalSpacing="xs" captionSide="top">
                <Table.Caption>
                  <Trans>Staff accounts, by surname</Trans>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">
                      <Trans>Name</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Role</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Office</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Contact</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Status</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Actions</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((account) => {
                    const name = `${account.givenName} ${account.surname}`;
                    const own = account.userId === me?.userId;
                    const since = formatDisplayDate(account.createdAt);
                    return (
                      <Table.Tr key={account.userId}>
                        <Table.Th scope="row">
                          {name}
                          <Text size="sm" c="gray.8" fw={400}>
                            <Trans>
                              Since <Unbroken>{since}</Unbroken>
                            </Trans>
                          </Text>
                        </Table.Th>
                        <Table.Td>{ROLE_LABELS[account.role]}</Table.Td>
                        <Table.Td>{officeOf(i18n, account)}</Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            <Unbroken>{account.email}</Unbroken>
                          </Text>
                          <Text size="sm">
                            <Unbroken>{account.phone}</Unbroken>
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text
                            size="sm"
                            fw={600}
                            c={account.status === 'ACTIVE' ? 'green.9' : account.status === 'INVITED' ? 'blue.9' : 'gray.8'}
                          >
                            {STAFF_ACCOUNT_STATUS_TEXT[account.status]}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {own ? (
                            <Text size="sm">
                              <Trans>Your account</Trans>
                            </Text>
                          ) : (
                            <Group gap="xs" wrap="nowrap">
                              {/* The name starts with the words shown, so a voice-control user can say them (WCAG 2.5.3). */}
                              <Button size="xs" variant="outline" onClick={() => setDialog({ kind: 'change', account })}>
                                <Trans>
                                  Change role<VisuallyHidden> for {name}</VisuallyHidden>
                                </Trans>
                              </Button>
                              <Button
                                size="xs"
                                variant="outline"
                                color={account.status === 'DEACTIVATED' ? 'blue' : 'red'}
                                onClick={() => setDialog({ kind: 'active', account })}
                                aria-label={activeTitle(i18n, account)}
                              >
                                {account.status === 'DEACTIVATED' ? t`Reactivate` : t`Deactivate`}
                              </Button>
                            </Group>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          ) : null}
          <ListPagination total={Math.ceil(list.data.total / PAGE_SIZE)} value={page} onChange={(p) => setFilter('page', String(p))} />
        </Stack>
      )}

      <AppModal opened={dialog?.kind === 'add'} onClose={() => setDialog(null)} title={t`Add a staff account`} size="lg">
        {dialog?.kind === 'add' ? <AddAccountForm onDone={() => setDialog(null)} /> : null}
      </AppModal>
      <AppModal
        opened={dialog?.kind === 'change'}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'change' ? changeRoleTitle(i18n, dialog.account) : t`Change the role`}
        size="lg"
      >
        {dialog?.kind === 'change' ? <ChangeAccountForm account={dialog.account} onDone={() => setDialog(null)} /> : null}
      </AppModal>
      <AppModal
        opened={dialog?.kind === 'active'}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'active' ? activeTitle(i18n, dialog.account) : t`Deactivate the account`}
        size="md"
      >
        {dialog?.kind === 'active' ? <ActiveConfirm account={dialog.account} onDone={() => setDialog(null)} /> : null}
      </AppModal>
    </Stack>
  );
}

/** "Reactivate …'s account" or "Deactivate …'s account": the button's name and the dialog's title. */
function activeTitle(i18n: I18n, account: StaffAccount): string {
  const name = `${account.givenName} ${account.surname}`;
  return account.status === 'DEACTIVATED' ? i18n._(msg`Reactivate ${name}'s account`) : i18n._(msg`Deactivate ${name}'s account`);
}

function ActiveConfirm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const { t } = useLingui();
  const activate = account.status === 'DEACTIVATED';
  const name = `${account.givenName} ${account.surname}`;
  return (
    <ConfirmAction
      message={
        activate
          ? t`${name} will be able to sign in again with their password.`
          : t`${name} will be signed out at once and will not be able to sign in. Their decisions and records stay as they are. You can reactivate the account later.`
      }
      confirmLabel={activate ? t`Yes, reactivate` : t`Yes, deactivate`}
      danger={!activate}
      action={() => changeStaffAccountActive(account.userId, activate)}
      successMessage={
        activate ? t`${name}'s account is active again.` : t`${name}'s account is deactivated: they are signed out and cannot sign in.`
      }
      onSuccess={() => void refreshStaffAccounts()}
      onClose={onDone}
    />
  );
}
