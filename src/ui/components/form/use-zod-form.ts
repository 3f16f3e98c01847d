import { useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

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
    resolver: zodResolver(schema),
  });
}
