/**
 * Individual onboarding (SPEC.md §2 /account-onboard, §7 POST /nira/verify and POST /users/register):
 * the person enters their NIN, the national register's record prefills their profile, they check it,
 * give their district of residence, and land in their area.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { useAppMutation } from '#src/ui/shared/query-client';
import { onboard, verifyNin } from '#src/ui/queries/onboarding';
import { ApiError } from '#src/ui/shared/api-error';
import { pathAfterSignIn } from '#src/domain/accounts';
import { formatDisplayDate } from '#src/domain/dates';
import { niraVerifySchema, onboardingSchema, type NiraPerson } from '#src/domain/schemas/identity';
import { AppForm } from '#src/ui/components/form/app-form';
import { NinField } from '#src/ui/components/form/nin-field';
import { SelectField } from '#src/ui/components/form/select-field';
import { TextField } from '#src/ui/components/form/text-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { useActors, useDistricts, useProfile } from '#src/ui/shared/session-context';

/** A NIRA "not found" answer belongs at the NIN field. */
function atNinField(error: ApiError | null): ApiError | null {
  if (!error || error.status !== 404) return error;
  return new ApiError(error.status, error.code, error.message, { nin: error.message });
}

const SEX_LABEL = { MALE: 'Male', FEMALE: 'Female' } as const;

/** The onboarding page. */
export default function OnboardingPage() {
  const profile = useProfile();
  const districts = useDistricts();
  const { session } = useActors();
  const navigate = useNavigate();
  const [person, setPerson] = useState<NiraPerson | null>(null);
  const recordHeadingRef = useRef<HTMLHeadingElement>(null);
  const checkedOnce = useRef(false);

  const ninForm = useZodForm(niraVerifySchema, { defaultValues: { nin: '' } });
  const detailsForm = useZodForm(onboardingSchema, { defaultValues: { nin: '', district: profile?.district ?? '', address: '' } });

  const verify = useAppMutation({
    mutationFn: (nin: string) => verifyNin(nin),
    onSuccess: (found) => {
      setPerson(found);
      detailsForm.setValue('nin', found.nin);
    },
  });
  const complete = useAppMutation({
    mutationFn: onboard,
    onSuccess: (updated) => {
      session.send({ type: 'session.profileUpdated', profile: updated });
      void navigate(pathAfterSignIn(updated, '/account-onboard'), { replace: true });
    },
  });

  // The page changes in place: focus follows what changed (WCAG 2.4.3). The record's heading after
  // "Check my NIN"; the NIN box again after "This is not me".
  useEffect(() => {
    if (person) {
      checkedOnce.current = true;
      recordHeadingRef.current?.focus();
    } else if (checkedOnce.current) {
      ninForm.setFocus('nin');
    }
  }, [person, ninForm]);

  if (profile?.idNumber && !complete.isPending) return <Navigate to={pathAfterSignIn(profile, '/account-onboard')} replace />;

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1}>Verify your identity</Title>
        <Text size="lg" mt="xs">
          Before you can apply for a service we check your National Identification Number (NIN) with the national identification register.
          Your name, date of birth and sex are taken from the register.
        </Text>
      </div>

      {!person ? (
        <AppForm
          form={ninForm}
          busy={verify.isPending}
          serverError={atNinField(verify.error instanceof ApiError ? verify.error : null)}
          submitLabel="Check my NIN"
          onSubmit={(values) => verify.mutate(values.nin)}
        >
          <NinField name="nin" label="National Identification Number (NIN)" />
        </AppForm>
      ) : (
        <Stack gap="lg">
          <Card withBorder padding="lg" component="section" aria-labelledby="register-record">
            <Title order={2} size="h3" id="register-record" mb="sm" ref={recordHeadingRef} tabIndex={-1}>
              Your record in the national register
            </Title>
            <Table variant="vertical" withTableBorder>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={200}>NIN</Table.Th>
                  <Table.Td>{person.nin}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Td>{[person.givenName, person.otherNames, person.surname].filter(Boolean).join(' ')}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Date of birth</Table.Th>
                  <Table.Td>{formatDisplayDate(person.dateOfBirth)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Sex</Table.Th>
                  <Table.Td>{SEX_LABEL[person.sex]}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Nationality</Table.Th>
                  <Table.Td>{person.nationality}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="sm" mt="sm" c="gray.8">
              If any of this is wrong, it must be corrected at the national identification register first.
            </Text>
          </Card>

          <AppForm
            form={detailsForm}
            busy={complete.isPending}
            serverError={complete.error instanceof ApiError ? complete.error : null}
            submitLabel="Confirm and continue"
            onSubmit={(values) => complete.mutate(values)}
            secondary={
              <Button
                type="button"
                variant="subtle"
                onClick={() => {
                  setPerson(null);
                  verify.reset();
                  complete.reset();
                }}
              >
                This is not me
              </Button>
            }
          >
            <SelectField
              name="district"
              label="District where you live"
              placeholder="Choose a district"
              searchable
              data={districts.map((d) => ({ value: d.name, label: d.name }))}
            />
            <TextField
              name="address"
              label="Address (optional)"
              hint="Village or street, parish and sub-county"
              autoComplete="address-line1"
              maxLength={200}
            />
          </AppForm>
        </Stack>
      )}
    </Stack>
  );
}
