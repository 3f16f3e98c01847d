/**
 * The administrator's two forms of a staff account (issue 11 "Accounts"): adding one (POST users/back-office:
 * the NIN, names as the national register holds them, contacts, the office and the role) and changing an
 * account's office and role. Both validate in the browser with the API's own zod schemas.
 */
import { Button, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** The two kinds of office a staff account works in (labels drawn with `i18n._`). */
export const OFFICE_OPTIONS = [
  { value: 'BACKOFFICE', label: msg`National registry` },
  { value: 'ADMIN_UNIT', label: msg`District office (administrative unit)` },
] as const;

/**
 * "Change …'s role": the title of the dialog changing an account's role, and its form's name.
 * @param i18n - the catalogue, in the language to draw in.
 * @param account - the account.
 * @returns the text.
 */
export function changeRoleTitle(i18n: I18n, account: StaffAccount): string {
  const name = `${account.givenName} ${account.surname}`;
  return i18n._(msg`Change ${name}'s role`);
}

/** The office and role fields, with the district when the office is a district's. */
function OfficeFields() {
  const { t, i18n } = useLingui();
  const districts = useDistricts();
  const accountType = useWatch({ name: 'accountType' }) as string;
  const offices = OFFICE_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  // Read as it renders: the labels are in the language of the moment.
  const roles = BACKOFFICE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  return (
    <>
      <SelectField name="accountType" label={t`Office`} data={offices} placeholder={t`Choose the office`} />
      {accountType === 'ADMIN_UNIT' ? (
        <SelectField
          name="district"
          label={t`District`}
          data={districts.map((d) => d.name)}
          placeholder={t`Choose the district`}
          searchable
          hint={t`A district office works on its district's applications only.`}
        />
      ) : null}
      <SelectField name="role" label={t`Role`} data={roles} placeholder={t`Choose the role`} />
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
  const { t } = useLingui();
  const form = useZodForm(backofficeAccountSchema, {
    defaultValues: { nin: '', givenName: '', surname: '', email: '', phone: '', accountType: 'BACKOFFICE', role: undefined, district: '' },
  });
  const mutation = useAppMutation<Profile, z.output<typeof backofficeAccountSchema>>({
    mutationFn: (payload) => addStaffAccount({ ...payload, district: payload.accountType === 'ADMIN_UNIT' ? payload.district : undefined }),
    onSuccess: (profile) => {
      refreshLists();
      const name = `${profile.givenName} ${profile.surname}`;
      const email = profile.email;
      notify({ type: 'success', message: t`${name}'s account is made. We e-mailed ${email} a link to set a password.` });
      onDone();
    },
  });
  return (
    <AppForm
      form={form}
      aria-label={t`Add a staff account`}
      submitLabel={t`Add the account`}
      busy={mutation.isPending}
      serverError={mutation.error ? toApiError(mutation.error) : null}
      secondary={
        <Button type="button" variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      }
      onSubmit={(payload: z.output<typeof backofficeAccountSchema>) => mutation.mutateAsync(payload).catch(() => undefined)}
    >
      <Text>
        <Trans>
          The names must be as the national register holds them for this NIN. The person then sets a password from the e-mail we send.
        </Trans>
      </Text>
      <NinField
        name="nin"
        label={t`National Identification Number (NIN)`}
        hint={t`14 letters and digits, as on the person’s national ID card, e.g. CM9001012345AB`}
      />
      <TextField name="givenName" label={t`Given name`} autoComplete="off" />
      <TextField name="surname" label={t`Surname`} autoComplete="off" />
      <TextField name="email" label={t`Work e-mail address`} type="email" autoComplete="off" spellCheck={false} />
      <PhoneField name="phone" label={t`Phone number`} />
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
  const { t, i18n } = useLingui();
  const accountName = `${account.givenName} ${account.surname}`;
  const form = useZodForm(staffAccountChangeSchema, {
    defaultValues: { accountType: account.accountType, role: account.role, district: account.district ?? '' },
  });
  const mutation = useAppMutation<StaffAccount, z.output<typeof staffAccountChangeSchema>>({
    mutationFn: (change) =>
      changeStaffAccount(account.userId, { ...change, district: change.accountType === 'ADMIN_UNIT' ? change.district : undefined }),
    onSuccess: (changed) => {
      refreshLists();
      const name = `${changed.givenName} ${changed.surname}`;
      const role = ROLE_LABELS[changed.role].toLowerCase();
      const district = changed.district;
      notify({
        type: 'success',
        message: district ? t`${name} is now ${role}, ${district} district.` : t`${name} is now ${role}.`,
      });
      onDone();
    },
  });
  return (
    <AppForm
      form={form}
      aria-label={changeRoleTitle(i18n, account)}
      submitLabel={t`Save the change`}
      busy={mutation.isPending}
      serverError={mutation.error ? toApiError(mutation.error) : null}
      secondary={
        <Button type="button" variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      }
      onSubmit={(change: z.output<typeof staffAccountChangeSchema>) => mutation.mutateAsync(change).catch(() => undefined)}
    >
      <Text>
        <Trans>{accountName} will be signed out, and will sign in again to work with the new role.</Trans>
      </Text>
      <OfficeFields />
    </AppForm>
  );
}
