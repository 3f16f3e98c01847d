/**
 * The form that opens /tracking/{reference}.
 */
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { AppForm } from '../../components/form/app-form';
import { TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { applicationReferenceField } from '../../../domain/schemas/tracking';

const trackSchema = z.object({ reference: applicationReferenceField });

/**
 * The tracking form.
 * @param props.initial - a reference to prefill.
 */
export function TrackForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const form = useZodForm(trackSchema, { defaultValues: { reference: initial } });
  return (
    <AppForm
      form={form}
      submitLabel="Track"
      onSubmit={(values) => navigate(`/tracking/${encodeURIComponent(values.reference)}`)}
    >
      <TextField
        name="reference"
        label="Application reference"
        hint="You will find it in your confirmation email, for example MR-2026-000123"
        autoComplete="off"
        maxLength={40}
        maw={360}
      />
    </AppForm>
  );
}
