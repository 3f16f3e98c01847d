/**
 * The form that opens /verify/{code} (issue 9 stage 6). The code is checked here first
 * (src/domain/schemas/documents.ts): a code with a typing mistake is told so at once, at the field and
 * in the error summary, without asking the registry.
 */
import { useEffect } from 'react';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { AppForm } from '#src/ui/components/form/app-form';
import { TextField } from '#src/ui/components/form/text-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { DOCUMENT_CODE_MAX, documentCodeField, normaliseDocumentCode } from '#src/domain/schemas/documents';
import { paths } from '#src/ui/shared/paths';

const verifySchema = z.object({ code: documentCodeField });

/** The field's label and hint. */
export const VERIFY_FIELD = {
  label: 'Enter the code printed on the document',
  hint: 'It is beside the QR code: 10 letters and digits, for example K7QM4-R9XHX',
} as const;

/** The hint with its example kept on one line. */
const VERIFY_HINT = (
  <>
    {VERIFY_FIELD.hint.replace(/ \S+$/, ' ')}
    <span style={{ whiteSpace: 'nowrap' }}>{VERIFY_FIELD.hint.split(' ').at(-1)}</span>
  </>
);

/** A code that reads as one is written as the registry writes it when the field is left; other text stays as typed. */
function tidy(typed: string): string {
  return normaliseDocumentCode(typed) ?? typed;
}

/**
 * The verify form.
 * @param props.initial - a code to prefill.
 * @param props.error - a message to show at the field from the start (the page's own summary lists it).
 */
export function VerifyForm({ initial = '', error }: { initial?: string; error?: string | undefined }) {
  const navigate = useNavigate();
  const form = useZodForm(verifySchema, { defaultValues: { code: initial } });
  const { setError } = form;
  useEffect(() => {
    if (error) setError('code', { type: 'server', message: error }, { shouldFocus: false });
  }, [error, setError]);
  return (
    <AppForm form={form} submitLabel="Check the document" onSubmit={(values) => navigate(paths.verify(values.code))}>
      <TextField
        name="code"
        label={VERIFY_FIELD.label}
        hint={VERIFY_HINT}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={DOCUMENT_CODE_MAX}
        transform={tidy}
        maw={440}
      />
    </AppForm>
  );
}
