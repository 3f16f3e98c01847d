/**
 * The form engine's own fields: the date (day / month / year → yyyy-mm-dd) and the upload (checked in
 * the browser before any request, busy state, stored file with Remove, the API's refusal).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/errors';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import { renderWithProviders } from '../components/test-utils';
import { DateField, joinIsoDate, splitIsoDate } from '../components/form/date-field';
import { formatFileSize, UploadField } from './upload-field';
import { FormField, uniqueNames } from './form-field';

function Harness({
  defaults,
  children,
  onValues,
}: {
  defaults: Record<string, unknown>;
  children: ReactNode;
  onValues: (v: unknown) => void;
}) {
  const form = useForm({ defaultValues: defaults });
  return (
    <FormProvider {...form}>
      <form>
        {children}
        <button type="button" onClick={() => onValues(form.getValues())}>
          Read
        </button>
      </form>
    </FormProvider>
  );
}

describe('DateField', () => {
  it('joins and splits yyyy-mm-dd, keeping a half-typed date', () => {
    expect(joinIsoDate({ day: '7', month: '3', year: '2024' })).toBe('2024-03-07');
    expect(joinIsoDate({ day: '', month: '', year: '' })).toBe('');
    expect(joinIsoDate({ day: '7', month: '', year: '2024' })).toBe('2024--07');
    expect(splitIsoDate('2024-03-07')).toEqual({ day: '07', month: '03', year: '2024' });
    expect(splitIsoDate('2024--07')).toEqual({ day: '07', month: '', year: '2024' });
    expect(splitIsoDate('nonsense')).toEqual({ day: '', month: '', year: '' });
  });

  it('is a fieldset named by the question, with Day, Month and Year boxes, and gives yyyy-mm-dd', async () => {
    const onValues = vi.fn();
    const { user } = renderWithProviders(
      <Harness defaults={{ when: '2020-01-05' }} onValues={onValues}>
        <DateField name="when" label="Date you started living in this district" hint="For example, 27 3 2024" />
      </Harness>,
    );
    const group = screen.getByRole('group', { name: 'Date you started living in this district' });
    expect(group).toHaveAccessibleDescription('For example, 27 3 2024');
    const day = within(group).getByRole('textbox', { name: 'Day' });
    expect(day).toHaveAttribute('id', 'when');
    expect(day).toHaveValue('05');
    expect(within(group).getByRole('textbox', { name: 'Year' })).toHaveValue('2020');
    await user.clear(day);
    await user.type(day, '9x');
    await user.clear(within(group).getByRole('textbox', { name: 'Month' }));
    await user.type(within(group).getByRole('textbox', { name: 'Month' }), '12');
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(onValues).toHaveBeenLastCalledWith({ when: '2020-12-09' });
    expect(day).toHaveValue('9');
  });
});

const pdf = (name = 'lc1.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('UploadField', () => {
  it('refuses a wrong type, an empty file and one over 5 MB in the browser, sending nothing', async () => {
    const upload = vi.fn<(file: File) => Promise<DocumentRef>>();
    renderWithProviders(
      <Harness defaults={{ doc: null }} onValues={vi.fn()}>
        <UploadField name="doc" label="Letter from the LC1 chairperson" hint="PDF, JPEG or PNG, no bigger than 5 MB." upload={upload} />
      </Harness>,
    );
    // A person can pick any file ("All files" in the picker): do not let the accept attribute filter it.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Letter from the LC1 chairperson');
    await user.upload(input, new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('photo.gif must be a PDF, JPEG or PNG')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Error: photo.gif must be a PDF, JPEG or PNG'));
    await user.upload(input, pdf('empty.pdf', 0));
    expect(await screen.findByText('empty.pdf is empty')).toBeInTheDocument();
    await user.upload(input, pdf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('big.pdf must be smaller than 5 MB')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the upload in progress, then the stored file with Remove; removing puts focus back on the input', async () => {
    let finish: (doc: DocumentRef) => void = () => undefined;
    const upload = vi.fn(() => new Promise<DocumentRef>((resolve) => (finish = resolve)));
    const onValues = vi.fn();
    const { user } = renderWithProviders(
      <Harness defaults={{ doc: null }} onValues={onValues}>
        <UploadField name="doc" label="Letter from the LC1 chairperson" upload={upload} />
      </Harness>,
    );
    const input = screen.getByLabelText('Letter from the LC1 chairperson');
    await user.upload(input, pdf('lc1.pdf', 3000));
    expect(await screen.findByText('Uploading lc1.pdf…')).toBeInTheDocument();
    expect(input).toBeDisabled();
    finish({ id: 'doc-1', name: 'lc1.pdf', type: 'application/pdf', size: 3000 });
    const remove = await screen.findByRole('button', { name: 'Remove lc1.pdf' });
    expect(screen.getByText(`(${formatFileSize(3000)})`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(onValues).toHaveBeenLastCalledWith({ doc: { id: 'doc-1', name: 'lc1.pdf', type: 'application/pdf', size: 3000 } });
    await user.click(remove);
    await waitFor(() => expect(screen.getByLabelText('Letter from the LC1 chairperson')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(onValues).toHaveBeenLastCalledWith({ doc: null });
  });

  it('shows the API’s refusal at the field', async () => {
    const upload = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION', 'The file is not a PDF', { file: 'lc1.pdf is not really a PDF' });
    });
    const { user } = renderWithProviders(
      <Harness defaults={{ doc: null }} onValues={vi.fn()}>
        <UploadField name="doc" label="Letter from the LC1 chairperson" upload={upload} />
      </Harness>,
    );
    await user.upload(screen.getByLabelText('Letter from the LC1 chairperson'), pdf());
    expect(await screen.findByText('lc1.pdf is not really a PDF')).toBeInTheDocument();
  });

  it('formats sizes', () => {
    expect(formatFileSize(1)).toBe('1 KB');
    expect(formatFileSize(812 * 1024)).toBe('812 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});

describe('district field', () => {
  it('shows each district once even when the list repeats a name (mock data merged from two tabs)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness defaults={{ marriage: { intendedDistrict: '' } }} onValues={() => undefined}>
        <FormField
          field={{ name: 'marriage.intendedDistrict', kind: 'district', label: 'District where the marriage will take place' }}
          values={{}}
          districts={['Kampala', 'Gulu', 'Kampala', 'Gulu']}
        />
      </Harness>,
    );
    expect(uniqueNames(['Kampala', 'Gulu', 'Kampala'])).toEqual(['Kampala', 'Gulu']);
    await user.click(screen.getByRole('combobox', { name: 'District where the marriage will take place' }));
    expect(await screen.findAllByRole('option', { name: 'Kampala' })).toHaveLength(1);
  });
});
