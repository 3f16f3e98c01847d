/**
 * The form of one settings item, generated from its resource's fields (issue 11 "Settings"): each kind of
 * field is one of the portal's form fields, and the values are checked by the resource's own schema in the
 * browser before the API checks them again.
 */
import { Button, Text } from '@mantine/core';
import { toApiError } from '../../../../api/errors';
import { fetchSettings, saveSetting } from '../../../../api/settings';
import { type SettingsField, type SettingsItem, type SettingsResource, WEEKDAY_NAMES } from '../../../../domain/settings/settings-resources';
import { queryClient, useAppMutation, useAppQuery } from '../../../app/query-client';
import { useDistricts } from '../../../app/session-context';
import { AppForm } from '../../../components/form/app-form';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../components/notifications/notify';

const WEEKDAY_OPTIONS = Object.entries(WEEKDAY_NAMES).map(([value, label]) => ({ value, label }));

/** The active tax heads, as a select's options ("142201 Marriage registration fees"). */
function TaxHeadField({ field }: { field: SettingsField }) {
  const heads = useAppQuery({ queryKey: ['settings', 'tax-heads', '', false], queryFn: () => fetchSettings('tax-heads', {}) });
  const data = (heads.data ?? []).filter((h) => h.active).map((h) => ({ value: String(h.code as string), label: `${String(h.code as string)} ${String(h.name as string)}` }));
  return <SelectField name={field.name} label={field.label} hint={field.hint} data={data} placeholder="Choose the tax head" searchable />;
}

/** A field of the form, by its kind; a fixed field is shown, not changed, once the item is made. */
function Field({ field, editing }: { field: SettingsField; editing: boolean }) {
  const districts = useDistricts();
  if (field.fixed && editing) return <TextField name={field.name} label={field.label} hint={field.hint} readOnly />;
  switch (field.kind) {
    case 'tax-head':
      return <TaxHeadField field={field} />;
    case 'district':
      return <SelectField name={field.name} label={field.label} hint={field.hint} data={districts.map((d) => d.name)} placeholder="Choose the district" searchable />;
    case 'weekdays':
      return <CheckboxGroupField name={field.name} label={field.label} hint={field.hint} options={WEEKDAY_OPTIONS} />;
    case 'whole-number':
    case 'money':
      return <TextField name={field.name} label={field.label} hint={field.hint} inputMode="numeric" autoComplete="off" />;
    default:
      return <TextField name={field.name} label={field.label} hint={field.hint} autoComplete="off" />;
  }
}

/** The form's starting values: the item's, as text; a new item's empty. */
function startingValues(resource: SettingsResource, item: SettingsItem | null): Record<string, unknown> {
  return Object.fromEntries(
    resource.fields.map((f): [string, unknown] => {
      const value = item?.[f.name];
      if (f.kind === 'weekdays') return [f.name, Array.isArray(value) ? value.map(String) : ['1', '2', '3', '4', '5']];
      return [f.name, value === null || value === undefined ? '' : String(value as string | number)];
    }),
  );
}

/**
 * Add or change a settings item.
 * @param props.resource - the resource.
 * @param props.item - the item to change, or null to add one.
 * @param props.onDone - closes the dialog.
 */
export function SettingsForm({ resource, item, onDone }: { resource: SettingsResource; item: SettingsItem | null; onDone: () => void }) {
  const form = useZodForm(resource.schema(), { defaultValues: startingValues(resource, item) });
  const mutation = useAppMutation<SettingsItem, Record<string, unknown>>({
    mutationFn: (values) => saveSetting(resource.slug, item?.id ?? null, values),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['settings', resource.slug] });
      const name = String(saved[resource.nameKey] as string);
      notify({ type: 'success', message: item ? `${name} is changed.` : `${name} is added.` });
      onDone();
    },
  });
  return (
    <AppForm
      form={form}
      aria-label={item ? `Change ${String(item[resource.nameKey] as string)}` : `Add a ${resource.itemName}`}
      submitLabel={item ? 'Save the change' : `Add the ${resource.itemName}`}
      busy={mutation.isPending}
      serverError={mutation.error ? toApiError(mutation.error) : null}
      secondary={
        <Button type="button" variant="default" onClick={onDone}>
          Cancel
        </Button>
      }
      onSubmit={(values: Record<string, unknown>) => mutation.mutateAsync(values).catch(() => undefined)}
    >
      {resource.slug === 'service-costs' ? (
        <Text>The new fee applies to applications submitted from now on; invoices already issued keep their amount.</Text>
      ) : null}
      {resource.fields.map((field) => (
        <Field key={field.name} field={field} editing={item !== null} />
      ))}
    </AppForm>
  );
}
