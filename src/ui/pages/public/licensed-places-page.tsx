/**
 * The public register of licensed places of worship (DOMAIN.md §6: "a public register of licensed
 * places of worship, so couples can avoid unlicensed venues"): anyone, without signing in, searches
 * it by name and district. It lists the places whose public place licence the Minister granted.
 */
import { SearchForm } from '#src/ui/components/search-form/search-form';
import { useState } from 'react';
import { Group, Loader, NativeSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '#src/domain/dates';
import { useLicensedPlaces } from '#src/ui/queries/registers';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';

/** The register page. */
export default function LicensedPlacesPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, 100);
  const district = (params.get('district') ?? '').slice(0, 80);
  const [text, setText] = useState(q);
  // The register is small (hundreds of places): it is read once and searched here, so the district
  // choices are exactly the districts that have a licensed place.
  const result = useLicensedPlaces();

  const set = (patch: { q?: string; district?: string }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const onSubmit = () => {
    set({ q: text.trim() });
  };
  const all = result.data ?? [];
  const places = all.filter(
    (p) => (!q || p.name.toLowerCase().includes(q.toLowerCase())) && (!district || p.district.toLowerCase() === district.toLowerCase()),
  );
  const count = places.length;
  const districtOptions = [
    { value: '', label: t`All districts` },
    ...[...new Set(all.map((p) => p.district))].sort((a, b) => a.localeCompare(b)).map((d) => ({ value: d, label: d })),
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Licensed places of worship</Trans>
        </Title>
        <Text size="lg" mt="xs" maw={760}>
          <Trans>
            A church or other place of worship may celebrate marriages only when it holds a public place licence from the Minister. Before
            you book, check that the place is in this register.
          </Trans>
        </Text>
      </div>
      <SearchForm
        name={t`Licensed places of worship`}
        inputId="places-search"
        label={t`Name of the place`}
        value={text}
        onChange={setText}
        onSearch={onSubmit}
      >
        <NativeSelect
          id="places-district"
          label={t`District`}
          data={
            district && !districtOptions.some((o) => o.value === district)
              ? [...districtOptions, { value: district, label: district }]
              : districtOptions
          }
          value={district}
          onChange={(event) => set({ district: event.currentTarget.value })}
          w={{ base: '100%', sm: 240 }}
        />
      </SearchForm>
      {result.isError ? (
        <LoadError title={t`The register could not be loaded`} message={result.error.message} onRetry={() => void result.refetch()} />
      ) : null}
      <div role="status" aria-live="polite" aria-atomic="true">
        {result.isPending ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text>
              <Trans>Loading the register…</Trans>
            </Text>
          </Group>
        ) : result.data ? (
          <Text fw={700}>
            {places.length === 0
              ? q || district
                ? t`No licensed place matches your search. A place that is not listed may not celebrate marriages.`
                : t`No place of worship is licensed yet.`
              : t`${plural(count, { one: '# licensed place', other: '# licensed places' })}`}
          </Text>
        ) : null}
      </div>
      {places.length > 0 ? (
        <ScrollRegion label={t`Licensed places of worship`} minWidth={720}>
          <Table striped withTableBorder verticalSpacing="sm">
            <caption>
              <VisuallyHidden>
                <Trans>Licensed places of worship, by name</Trans>
              </VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Place of worship</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Denomination</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Address</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>District</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Licence</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Granted</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {places.map((p) => (
                <Table.Tr key={p.licenceNumber}>
                  <Table.Th scope="row">{p.name}</Table.Th>
                  <Table.Td>{p.denomination}</Table.Td>
                  <Table.Td>{p.address}</Table.Td>
                  <Table.Td>{p.district}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.licenceNumber}</Table.Td>
                  <Table.Td>{formatDisplayDate(p.grantedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : null}
    </Stack>
  );
}
