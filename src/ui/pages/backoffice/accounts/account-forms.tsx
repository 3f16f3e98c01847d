/**
 * The administrator's two forms of a staff account (issue 11 "Accounts"): adding one (POST users/back-office:
 * the NIN, names as the national register holds them, contacts, the office and the role) and changing an
 * account's office and role. Both validate in the browser with the API's own zod schemas.
 */
import { Button, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { toApiError } from '#src/ui/shared/api-error';
import { BACKOFFICE_ROLES, ROLE_LABELS } from '#src/domain/accounts';
import { staffAccountChangeSchema, type StaffAccount } from '#src/domain/schemas/staff-accounts';
import { backofficeAccountSchema, type Profile } from '#src/domain/schemas/users';
import { useAppMutation } from '#src/ui/shared/query-client';
import { useDistricts } from '#src/ui/shared/session-context';
import { AppForm } from '#src/ui/components/form/app-form';
import { NinField } from '#src/ui/components/form/nin-field';
import { PhoneField } from '#src/ui/components/form/phone-field';
import { SelectField } from '#src/ui/components/form/select-field';
import { TextField } from '#src/ui/components/form/text-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { notify } from '#src/ui/components/notifications/notify';
import { addStaffAccount, changeStaffAccount, refreshStaffAccounts } from '#src/ui/queries/staff-accounts';

/** The two kinds of office a staff account works in. */
export const OFFICE_OPTIONS = [
  { value: 'BACKOFFICE', label: 'National registry' },
  { value: 'ADMIN_UNIT', label: 'District office (administrative unit)' },
];

const ROLE_OPTIONS = BACKOFFICE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The office and role fields, with the district when the office is a district's. */
function OfficeFields() {
  const districts = useDistricts();
  const accountType = useWatch({ name: 'accountType' }) as string;
  return (
    <>
      <SelectField name="accountType" label="Office" data={OFFICE_OPTIONS} placeholder="Choose the office" />
      {accountType === 'ADMIN_UNIT' ? (
        <SelectField
          name="district"
          label="District"
          data={districts.map((d) => d.name)}
          placeholder="Choose the district"
          searchable
          hint="A district office works on its district's applications only."
        />
      ) : null}
      <SelectField name="role" label="Role" data={ROLE_OPTIONS} placeholder="Choose the role" />
    </>
  );
}

/** Invalidate every staff list after a change. */
function refreshLists(): void {
  void refreshStaffAccounts();
}

/**
 * The form adding a staff account. On success the person is e-mailed an invitation to set a password.
 * @param props.onDone - closes the dialog.
 */
export function AddAccountForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(backofficeAccountSchema, {
    defaultValues: { nin: '', givenName: '', surname: '', email: '', phone: '', accountType: 'BACKOFFICE', role: undefined, district: '' },
  });
  const mutation = useAppMutation<Profile, z.output<typeof backofficeAccountSchema>>({
    mutationFn: (payload) => addStaffAccount({ ...payload, district: payload.accountType === 'ADMIN_UNIT' ? payload.district : undefined }),
    onSuccess: (profile) => {
      refreshLists();
      notify({
        type: 'success',
        message: `${profile.givenName} ${profile.surname}'s account is made. We e-mailed ${profile.email} a link to set a password.`,
      });
      onDone();
    },
  });
  return (
    <AppForm
      form={form}
      aria-label="Add a staff account"
      submitLabel="Add the account"
      busy={mutation.isPending}
      serverError={mutation.error ? toApiError(mutation.error) : null}
      secondary={
        <Button type="button" variant="default" onClick={onDone}>
          Cancel
        </Button>
      }
      onSubmit={(payload: z.output<typeof backofficeAccountSchema>) => mutation.mutateAsync(payload).catch(() => undefined)}
    >
      <Text>
        The names must be as the national register holds them for this NIN. The person then sets a password from the e-mail we send.
      </Text>
      <NinField
        name="nin"
        label="National Identification Number (NIN)"
        hint="14 letters and digits, as on the person’s national ID card, e.g. CM9001012345AB"
      />
      <TextField name="givenName" label="Given name" autoComplete="off" />
      <TextField name="surname" label="Surname" autoComplete="off" />
      <TextField name="email" label="Work e-mail address" type="email" autoComplete="off" spellCheck={false} />
      <PhoneField name="phone" label="Phone number" />
      <OfficeFields />
    </AppForm>
  );
}

/**
 * The form changing a staff account's office and role. The person is signed out and signs in again.
 * @param props.account - the account.
 * @param props.onDone - closes the dialog.
 */
export function ChangeAccountForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const form = useZodForm(staffAccountChangeSchema, {
    defaultValues: { accountType: account.accountType, role: account.role, district: account.district ?? '' },
  });
  const mutation = useAppMutation<StaffAccount, z.output<typeof staffAccountChangeSchema>>({
    mutationFn: (change) =>
      changeStaffAccount(account.userId, { ...change, district: change.accountType === 'ADMIN_UNIT' ? change.district : undefined }),
    onSuccess: (changed) => {
      refreshLists();
      notify({
        type: 'success',
        message: `${changed.givenName} ${changed.surname} is now ${ROLE_LABELS[changed.role].toLowerCase()}${changed.district ? `, ${changed.district} district` : ''}.`,
      });
      onDone();
    },
  });
  return (
    <AppForm
      form={form}
      aria-label={`Change ${account.givenName} ${account.surname}'s role`}
      submitLabel="Save the change"
      busy={mutation.isPending}
      serverError={mutation.error ? toApiError(mutation.error) : null}
      secondary={
        <Button type="button" variant="default" onClick={onDone}>
          Cancel
        </Button>
      }
      onSubmit={(change: z.output<typeof staffAccountChangeSchema>) => mutation.mutateAsync(change).catch(() => undefined)}
    >
      <Text>
        {account.givenName} {account.surname} will be signed out, and will sign in again to work with the new role.
      </Text>
      <OfficeFields />
    </AppForm>
  );
}
