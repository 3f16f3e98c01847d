/**
 * The form that opens /verify/{code} (issue 9 stage 6). The code is checked here first
 * (src/domain/schemas/documents.ts): a code with a typing mistake is told so at once, at the field and
 * in the error summary, without asking the registry.
 */
import { useEffect } from 'react';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AppForm } from '#src/ui/components/form/app-form';
import { TextField } from '#src/ui/components/form/text-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { DOCUMENT_CODE_MAX, documentCodeField, normaliseDocumentCode } from '#src/domain/schemas/documents';
import { paths } from '#src/ui/shared/paths';

const verifySchema = z.object({ code: documentCodeField });

/** The example code the hint shows. */
const example = 'K7QM4-R9XHX';

/** The field's label and hint (messages of the catalogue, drawn with `i18n._`). */
export const VERIFY_FIELD = {
  label: msg`Enter the code printed on the document`,
  hint: msg`It is beside the QR code: 10 letters and digits, for example ${example}`,
} as const;

/** The hint with its example kept on one line. */
function VerifyHint() {
  const { i18n } = useLingui();
  const [before = '', ...after] = i18n._(VERIFY_FIELD.hint).split(example);
  return (
    <>
      {before}
      <span style={{ whiteSpace: 'nowrap' }}>{example}</span>
      {after.join(example)}
    </>
  );
}

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
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useZodForm(verifySchema, { defaultValues: { code: initial } });
  const { setError } = form;
  useEffect(() => {
    if (error) setError('code', { type: 'server', message: error }, { shouldFocus: false });
  }, [error, setError]);
  return (
    <AppForm form={form} submitLabel={t`Check the document`} onSubmit={(values) => navigate(paths.verify(values.code))}>
      <TextField
        name="code"
        label={i18n._(VERIFY_FIELD.label)}
        hint={<VerifyHint />}
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
