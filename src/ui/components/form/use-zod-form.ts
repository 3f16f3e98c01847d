import { type FieldValues, type Resolver, useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loadPhoneChecker } from '#src/domain/phone-checker';
import { phoneCheckMisses } from '#src/domain/phone-rule';

/** Any zod object-like schema whose input and output are form values. */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** What {@link useZodForm} returns: typed by the schema's input (as typed) and output (as parsed). */
export type ZodForm<TSchema extends FormSchema> = UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;

/** Options of {@link useZodForm}: react-hook-form's, less the resolver. */
export type ZodFormOptions<TSchema extends FormSchema> = Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'>;

/**
 * react-hook-form validated by a zod schema from src/domain (the same schema the mock API uses,
 * so the browser and the server give the same messages).
 *
 * Validation runs on submit first, then on every change of a field that had an error (GOV.UK:
 * don't nag while typing). RHF's own focus-on-error is off: after a failed submit focus goes to the
 * error summary, which `AppForm` shows.
 * @param schema - a zod object schema; `onSubmit` receives its parsed output (`z.output`).
 * @param options - any other `useForm` option, e.g. `defaultValues` (give one for every field).
 */
export function useZodForm<TSchema extends FormSchema>(schema: TSchema, options?: ZodFormOptions<TSchema>): ZodForm<TSchema> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    resolver: withPhoneChecker(zodResolver(schema)),
  });
}

/**
 * A resolver that loads the phone checker when a check needed it and it had not arrived, then checks again
 * (src/domain/phone-rule.ts; issue 33: a page with a phone field opens before libphonenumber's metadata, about 50 kB
 * gzip, and fetches it when a number is first checked). When the checker cannot be fetched (offline), the first
 * answer stands: the phone field says its number could not be checked yet, and nothing typed is lost.
 * @param resolver - any react-hook-form resolver over a schema that may hold phone fields.
 * @returns the same resolver, answering after at most one load of the checker.
 */
export function withPhoneChecker<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const misses = phoneCheckMisses();
    const result = await resolver(values, context, options);
    if (phoneCheckMisses() === misses) return result;
    try {
      await loadPhoneChecker();
    } catch {
      return result;
    }
    return resolver(values, context, options);
  };
}
