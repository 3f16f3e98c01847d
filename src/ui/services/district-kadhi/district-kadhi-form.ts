/**
 * The district kadhi's account registration as a form definition (DOMAIN.md §5 "Account
 * registrations"; the rules are src/domain/services/district-kadhi/district-kadhi.schema.ts): the
 * office and its district, the appointment, the officers, the appointment letter or gazette notice.
 */
import { checkAppointment, districtKadhiSchema } from '#src/domain/services/district-kadhi/district-kadhi.schema';
import { defineForm, pickStep } from '#src/ui/forms/define-form';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { emptyOfficers, officerSections } from '#src/ui/forms/officer-fields';

/** The district kadhi's account registration (route /user/services/district-kadhi-account-registration). */
export const districtKadhiForm = defineForm(districtKadhiSchema, {
  serviceType: 'DISTRICT_KADHI',
  title: 'Register as a district kadhi',
  intro:
    'For a kadhi appointed by the Minister. Tell us about your office and its district, your appointment and your officers, then upload the appointment letter or gazette notice. Each district has one district kadhi account. When the registrar approves, your account becomes the office’s account and you sign in again. Your answers are saved as you go.',
  steps: [
    {
      id: 'office',
      title: 'The office',
      description: 'The district kadhi’s office and the district it serves.',
      fieldPrefixes: ['office'],
      schema: (today) => pickStep(districtKadhiSchema(today).shape, ['office']),
      sections: [
        {
          fields: [
            { name: 'office.name', kind: 'text', label: 'Name of the office', hint: 'For example, District Kadhi, Mbale', maxLength: 120 },
            { name: 'office.district', kind: 'district', label: 'District of jurisdiction', hint: 'Each district has one district kadhi.' },
          ],
        },
      ],
    },
    {
      id: 'appointment',
      title: 'The appointment',
      description: 'The Minister’s appointment of the kadhi, as published in the Gazette.',
      fieldPrefixes: ['appointment'],
      schema: (today) =>
        pickStep(districtKadhiSchema(today).shape, ['appointment']).superRefine((values, ctx) =>
          checkAppointment(values.appointment, today, ctx),
        ),
      sections: [
        {
          fields: [
            { name: 'appointment.date', kind: 'date', label: 'Date of the appointment', hint: 'For example, 3 2 2026' },
            {
              name: 'appointment.gazetteNotice',
              kind: 'text',
              label: 'Gazette notice number',
              hint: 'For example, General Notice No. 1234 of 2026',
              maxLength: 60,
            },
          ],
        },
      ],
    },
    {
      id: 'officers',
      title: 'Officers',
      description: 'The people who work in the office: at least one.',
      fieldPrefixes: ['officers'],
      schema: (today) => pickStep(districtKadhiSchema(today).shape, ['officers']),
      sections: officerSections(),
    },
    {
      id: 'documents',
      title: 'Documents',
      description: 'Upload the document as a PDF, JPEG or PNG file of up to 5 MB.',
      fieldPrefixes: ['documents'],
      schema: (today) => pickStep(districtKadhiSchema(today).shape, ['documents']),
      sections: [
        {
          fields: [
            { name: 'documents.appointmentLetter', kind: 'upload', label: 'Appointment letter or gazette notice', hint: UPLOAD_HINT },
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
  checkAnswersTitle: 'Check your answers before registering',
  declarationText: 'By registering you confirm that you hold the appointment described and that the details you are providing are correct.',
  declarationLabel: 'I confirm the information is true',
  submitLabel: 'Submit registration',
  noun: 'registration',
});
