/**
 * The form that opens /tracking/{reference}. The reference is checked here first (src/domain/references.ts):
 * a reference with a typing mistake is told so at once, without asking the registry.
 */
import { useEffect } from 'react';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppForm } from '#src/ui/components/form/app-form';
import { TextField } from '#src/ui/components/form/text-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { EXAMPLE_REFERENCE, parseReference, REFERENCE_MAX } from '#src/domain/references';
import { applicationReferenceField } from '#src/domain/schemas/tracking';
import { paths } from '#src/ui/shared/paths';

const trackSchema = z.object({ reference: applicationReferenceField });

/** The field's hint: where the reference is and what it looks like (the example kept on one line). */
function TrackHint() {
  const example = EXAMPLE_REFERENCE;
  return (
    <Trans>
      You will find it in your confirmation email, for example <span style={{ whiteSpace: 'nowrap' }}>{example}</span>
    </Trans>
  );
}

/** A reference that reads as one is written as the registry writes it when the field is left; other text stays as typed. */
function tidy(typed: string): string {
  const parsed = parseReference(typed);
  return parsed.ok ? parsed.reference : typed;
}

/**
 * The tracking form.
 * @param props.initial - a reference to prefill.
 * @param props.error - a message to show at the field from the start (the page's own summary lists it).
 */
export function TrackForm({ initial = '', error }: { initial?: string; error?: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useZodForm(trackSchema, { defaultValues: { reference: initial } });
  const { setError } = form;
  useEffect(() => {
    if (error) setError('reference', { type: 'server', message: error }, { shouldFocus: false });
  }, [error, setError]);
  return (
    <AppForm form={form} submitLabel={t`Track`} onSubmit={(values) => navigate(paths.tracking(values.reference))}>
      <TextField
        name="reference"
        label={t`Application reference`}
        hint={<TrackHint />}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={REFERENCE_MAX}
        transform={tidy}
        maw={440}
      />
    </AppForm>
  );
}
