/**
 * The district kadhi's account registration as a form definition (DOMAIN.md §5 "Account
 * registrations"; the rules are src/domain/services/district-kadhi/district-kadhi.schema.ts): the
 * office and its district, the appointment, the officers, the appointment letter or gazette notice.
 */
import { msg } from '@lingui/core/macro';
import { checkAppointment, districtKadhiSchema } from '#src/domain/services/district-kadhi/district-kadhi.schema';
import { defineForm, pickStep } from '#src/ui/forms/define-form';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { emptyOfficers, officerSections } from '#src/ui/forms/officer-fields';

/** The district kadhi's account registration (route /user/services/district-kadhi-account-registration). */
export const districtKadhiForm = defineForm(districtKadhiSchema, {
  serviceType: 'DISTRICT_KADHI',
  title: msg`Register as a district kadhi`,
  intro: msg`For a kadhi appointed by the Minister. Tell us about your office and its district, your appointment and your officers, then upload the appointment letter or gazette notice. Each district has one district kadhi account. When the registrar approves, your account becomes the office’s account and you sign in again. Your answers are saved as you go.`,
  steps: [
    {
      id: 'office',
      title: msg`The office`,
      description: msg`The district kadhi’s office and the district it serves.`,
      fieldPrefixes: ['office'],
      schema: (today) => pickStep(districtKadhiSchema(today).shape, ['office']),
      sections: [
        {
          fields: [
            {
              name: 'office.name',
              kind: 'text',
              label: msg`Name of the office`,
              hint: msg`For example, District Kadhi, Mbale`,
              maxLength: 120,
            },
            {
              name: 'office.district',
              kind: 'district',
              label: msg`District of jurisdiction`,
              hint: msg`Each district has one district kadhi.`,
            },
          ],
        },
      ],
    },
    {
      id: 'appointment',
      title: msg`The appointment`,
      description: msg`The Minister’s appointment of the kadhi, as published in the Gazette.`,
      fieldPrefixes: ['appointment'],
      schema: (today) =>
        pickStep(districtKadhiSchema(today).shape, ['appointment']).superRefine((values, ctx) =>
          checkAppointment(values.appointment, today, ctx),
        ),
      sections: [
        {
          fields: [
            { name: 'appointment.date', kind: 'date', label: msg`Date of the appointment`, hint: msg`For example, 3 2 2026` },
            {
              name: 'appointment.gazetteNotice',
              kind: 'text',
              label: msg`Gazette notice number`,
              hint: msg`For example, General Notice No. 1234 of 2026`,
              maxLength: 60,
            },
          ],
        },
      ],
    },
    {
      id: 'officers',
      title: msg`Officers`,
      description: msg`The people who work in the office: at least one.`,
      fieldPrefixes: ['officers'],
      schema: (today) => pickStep(districtKadhiSchema(today).shape, ['officers']),
      sections: officerSections(),
    },
    {
      id: 'documents',
      title: msg`Documents`,
      description: msg`Upload the document as a PDF, JPEG or PNG file of up to 5 MB.`,
      fieldPrefixes: ['documents'],
      schema: (today) => pickStep(districtKadhiSchema(today).shape, ['documents']),
      sections: [
        {
          fields: [
            { name: 'documents.appointmentLetter', kind: 'upload', label: msg`Appointment letter or gazette notice`, hint: UPLOAD_HINT },
          ],
        },
      ],
    },
  ],
  initialValues: () => ({
    office: { name: '', district: '' },
    appointment: { date: '', gazetteNotice: '' },
    officers: emptyOfficers(),
    documents: { appointmentLetter: null },
  }),
  checkAnswersTitle: msg`Check your answers before registering`,
  declarationText: msg`By registering you confirm that you hold the appointment described and that the details you are providing are correct.`,
  declarationLabel: msg`I confirm the information is true`,
  submitLabel: msg`Submit registration`,
  noun: msg`registration`,
});
