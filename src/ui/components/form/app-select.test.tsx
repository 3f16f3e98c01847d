import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { AppSelect, optionForEnter, optionNamedBy } from './app-select';

const DISTRICTS = ['Gulu', 'Kampala', 'Kamuli', 'Mbarara'];

describe('optionNamedBy', () => {
  it('finds the option the text names, without case or extra spaces; nothing for a part or a blank', () => {
    expect(optionNamedBy(DISTRICTS, '  kampala ')?.value).toBe('Kampala');
    expect(optionNamedBy([{ value: 'ug-gul', label: 'Gulu City' }], 'gulu   city')?.value).toBe('ug-gul');
    expect(optionNamedBy([{ group: 'North', items: ['Gulu'] }], 'GULU')?.value).toBe('Gulu');
    expect(optionNamedBy(DISTRICTS, 'Kam')).toBeNull();
    expect(optionNamedBy(DISTRICTS, '  ')).toBeNull();
    expect(optionNamedBy([{ value: 'Gulu', label: 'Gulu', disabled: true }], 'Gulu')).toBeNull();
  });
});

describe('optionForEnter', () => {
  it('chooses the named option, else the only one left by the typed letters, else none', () => {
    expect(optionForEnter(DISTRICTS, 'kamuli')?.value).toBe('Kamuli');
    expect(optionForEnter(DISTRICTS, 'barar')?.value).toBe('Mbarara');
    expect(optionForEnter(DISTRICTS, 'Kam')).toBeNull();
    expect(optionForEnter(DISTRICTS, 'Zz')).toBeNull();
    expect(optionForEnter(DISTRICTS, '')).toBeNull();
  });
});

/** A select outside any form, as the ceremony calendar's district. */
function Calendar({ onChosen }: { onChosen: (value: string) => void }) {
  const [district, setDistrict] = useState<string | null>('Gulu');
  return (
    <>
      <AppSelect
        label="District"
        data={DISTRICTS}
        value={district}
        searchable
        onChange={(value) => {
          setDistrict(value);
          if (value) onChosen(value);
        }}
      />
      <button type="button">Next week</button>
    </>
  );
}

describe('AppSelect, searchable', () => {
  it('outside a form: a typed name is chosen on Tab and on Enter, once', async () => {
    const onChosen = vi.fn();
    const { user } = renderWithProviders(<Calendar onChosen={onChosen} />);
    const district = screen.getByRole('combobox', { name: 'District' });
    await user.click(district);
    await user.clear(district);
    await user.keyboard('Kamuli');
    await user.tab();
    expect(district).toHaveValue('Kamuli');
    expect(screen.getByRole('button', { name: 'Next week' })).toHaveFocus();
    expect(onChosen.mock.calls).toEqual([['Kamuli']]);

    await user.click(district);
    await user.clear(district);
    await user.keyboard('mbarara{Enter}');
    expect(district).toHaveValue('Mbarara');
    expect(district).toHaveAttribute('aria-expanded', 'false');
    expect(onChosen.mock.calls).toEqual([['Kamuli'], ['Mbarara']]);
  });

  it('typing the chosen option again changes nothing', async () => {
    const onChosen = vi.fn();
    const { user } = renderWithProviders(<Calendar onChosen={onChosen} />);
    const district = screen.getByRole('combobox', { name: 'District' });
    await user.click(district);
    await user.clear(district);
    await user.keyboard('gulu');
    await user.tab();
    expect(district).toHaveValue('Gulu');
    expect(onChosen).not.toHaveBeenCalled();
  });
});
