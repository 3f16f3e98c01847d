/**
 * The form of one settings item, generated from its resource's fields (issue 11 "Settings"): each kind of
 * field is one of the portal's form fields, and the values are checked by the resource's own schema in the
 * browser before the API checks them again.
 */
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import {
  type SettingsField,
  type SettingsItem,
  type SettingsResource,
  STAMP_IMAGE_ACCEPT,
  stampImageProblem,
  WEEKDAY_NAMES,
} from '#src/domain/settings/settings-resources';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import { useDistricts } from '#src/ui/shared/session-context';
import { formatMoney } from '#src/domain/money';
import { AppForm } from '#src/ui/components/form/app-form';
import { CheckboxGroupField } from '#src/ui/components/form/checkbox-group-field';
import { SelectField } from '#src/ui/components/form/select-field';
import { TextField } from '#src/ui/components/form/text-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { notify } from '#src/ui/components/notifications/notify';
import { RadioField } from '#src/ui/components/form/radio-field';
import { formatFileSize, UploadField } from '#src/ui/forms/upload-field';
import { StampImage, UploadedImagePreview } from './image-preview';
import { useSaveSetting, useSettingsList } from '#src/ui/queries/settings';

/** The active tax heads, as a select's options ("142201 Marriage registration fees"). */
function TaxHeadField({ field }: { field: SettingsField }) {
  const { t } = useLingui();
  const heads = useSettingsList('tax-heads');
  const data = (heads.data ?? [])
    .filter((h) => h.active)
    .map((h) => ({ value: String(h.code as string), label: `${String(h.code as string)} ${String(h.name as string)}` }));
  return (
    <SelectField name={field.name} label={field.label} hint={field.hint} data={data} placeholder={t`Choose the tax head`} searchable />
  );
}

/** The denominations organised in dioceses (church settings), as a select's options. */
function DenominationField({ field }: { field: SettingsField }) {
  const { t } = useLingui();
  const denominations = useSettingsList('church-configs');
  const data = (denominations.data ?? [])
    .filter((d) => d.active && d.dioceses === true)
    .map((d) => ({ value: d.id, label: String(d.name as string) }));
  return <SelectField name={field.name} label={field.label} hint={field.hint} data={data} placeholder={t`Choose the denomination`} />;
}

/** The price list items of the item's service, as a select's options ("Civil marriage: … (UGX 260,000)"). */
function PriceItemField({ field, item }: { field: SettingsField; item: SettingsItem | null }) {
  const { t } = useLingui();
  const prices = useSettingsList('service-costs');
  const data = (prices.data ?? [])
    .filter((p) => p.serviceType === item?.serviceType)
    .map((p) => ({ value: p.id, label: `${String(p.item as string)} (${formatMoney(Number(p.amountUgx))})` }));
  return (
    <SelectField
      name={field.name}
      label={field.label}
      hint={data.length === 0 && prices.data ? t`This service has no item in the price list.` : field.hint}
      data={data}
      placeholder={t`Choose the item`}
    />
  );
}

/**
 * An image (a certification stamp's, issue 11): for a new item, the upload field restricted to PNG or
 * JPEG with a preview of the uploaded image; for a saved one, its image, which does not change (a
 * document keeps the stamp it was issued with: a new image is a new stamp).
 */
function ImageField({ field, item }: { field: SettingsField; item: SettingsItem | null }) {
  const { t } = useLingui();
  const chosen = useWatch({ name: field.name }) as DocumentRef | null | undefined;
  if (item) {
    const stored = item[field.name] as DocumentRef | null | undefined;
    const stampName = String(item.name as string);
    return (
      <Stack gap={6}>
        <Input.Label component="p" size="md" fw={600} m={0}>
          {field.label}
        </Input.Label>
        <Group gap="md" align="center" wrap="nowrap">
          <StampImage stampId={item.id} alt={t`The image of ${stampName}`} />
          <Text size="sm">
            {stored ? `${stored.name} (${formatFileSize(stored.size)}). ` : null}
            <Trans>The image cannot be changed: for a new image, add a new stamp.</Trans>
          </Text>
        </Group>
      </Stack>
    );
  }
  const fileName = chosen && typeof chosen === 'object' ? chosen.name : '';
  return (
    <Stack gap={6}>
      <UploadField name={field.name} label={field.label} hint={field.hint} accept={STAMP_IMAGE_ACCEPT} problem={stampImageProblem} />
      {chosen && typeof chosen === 'object' ? (
        <Group gap="md" align="center" wrap="nowrap">
          <UploadedImagePreview uploadId={chosen.id} label={t`Preview of ${fileName}, the image of the new stamp`} />
          <Text size="sm">
            <Trans>This is how the stamp looks; it is printed about 3.5 cm wide, over the signature.</Trans>
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

const YES_NO = [
  { value: 'yes', label: msg`Yes` },
  { value: 'no', label: msg`No` },
];

/** A field of the form, by its kind; a fixed field is shown, not changed, once the item is made. */
function Field({ field: given, item }: { field: SettingsField; item: SettingsItem | null }) {
  const { t, i18n } = useLingui();
  const districts = useDistricts();
  // A hint about the item itself (a marriage setting's unit and bounds) replaces the field's own.
  const field = item && given.hintOf ? { ...given, hint: given.hintOf(item) } : given;
  if (field.kind === 'image') return <ImageField field={field} item={item} />;
  if (field.fixed && item) return <TextField name={field.name} label={field.label} hint={field.hint} readOnly />;
  switch (field.kind) {
    case 'tax-head':
      return <TaxHeadField field={field} />;
    case 'denomination':
      return <DenominationField field={field} />;
    case 'price-item':
      return <PriceItemField field={field} item={item} />;
    case 'yes-no':
      return (
        <RadioField
          name={field.name}
          label={field.label}
          hint={field.hint}
          options={YES_NO.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
        />
      );
    case 'district':
      return (
        <SelectField
          name={field.name}
          label={field.label}
          hint={field.hint}
          data={districts.map((d) => d.name)}
          placeholder={t`Choose the district`}
          searchable
        />
      );
    case 'weekdays':
      return (
        <CheckboxGroupField
          name={field.name}
          label={field.label}
          hint={field.hint}
          options={Object.entries(WEEKDAY_NAMES).map(([value, label]) => ({ value, label }))}
        />
      );
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
      if (f.kind === 'yes-no') return [f.name, value === true ? 'yes' : value === false ? 'no' : ''];
      if (f.kind === 'image') return [f.name, value && typeof value === 'object' ? value : null];
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
  const { t } = useLingui();
  const form = useZodForm(resource.schema(), { defaultValues: startingValues(resource, item) });
  const itemName = resource.itemName;
  const currentName = item ? String(item[resource.nameKey] as string) : '';
  const mutation = useSaveSetting(resource.slug, item?.id ?? null, (saved) => {
    const name = String(saved[resource.nameKey] as string);
    notify({ type: 'success', message: item ? t`${name} is changed.` : t`${name} is added.` });
    onDone();
  });
  return (
    <AppForm
      form={form}
      aria-label={item ? t`Change ${currentName}` : t`Add a ${itemName}`}
      submitLabel={item ? t`Save the change` : t`Add the ${itemName}`}
      busy={mutation.isPending}
      serverError={mutation.error ? toApiError(mutation.error) : null}
      secondary={
        <Button type="button" variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      }
      onSubmit={(values: Record<string, unknown>) => mutation.mutateAsync(values).catch(() => undefined)}
    >
      {resource.slug === 'service-costs' ? (
        <Text>
          <Trans>The new fee applies to applications submitted from now on; invoices already issued keep their amount.</Trans>
        </Text>
      ) : null}
      {resource.fields.map((field) => (
        <Field key={field.name} field={field} item={item} />
      ))}
    </AppForm>
  );
}
