/**
 * The record search form (/user/search and /institution/search, "Search the registers"; DOMAIN.md §5; the
 * rules are src/domain/services/record-search/record-search.schema.ts): the register, the names, the years,
 * the district, and why.
 */
import { msg } from '@lingui/core/macro';
import { recordSearchSchema, SEARCH_REGISTER_LABELS, SEARCH_REGISTERS } from '#src/domain/services/record-search/record-search.schema';
import { defineForm, pickStep } from '#src/ui/forms/define-form';

const isDivorce = (values: Record<string, unknown>) => (values.search as { register?: string } | undefined)?.register === 'DIVORCE';

/** The record search form. */
export const recordSearchForm = defineForm(recordSearchSchema, {
  serviceType: 'SEARCH_REQUESTS',
  title: msg`Search the registers`,
  intro: msg`Ask the registry to search one of its registers for a marriage or a divorce. The registrar searches the register and sends you a report of what it holds, with a QR code anyone can use to check it. Your answers are saved as you go.`,
  steps: [
    {
      id: 'search',
      title: msg`What to search`,
      description: msg`The more exactly you give the names, years and district, the better the search.`,
      fieldPrefixes: ['search'],
      schema: (today) => pickStep(recordSearchSchema(today).shape, ['search']),
      sections: [
        {
          fields: [
            {
              name: 'search.register',
              kind: 'radio',
              label: msg`Which register should we search?`,
              options: SEARCH_REGISTERS.map((value) => ({ value, label: SEARCH_REGISTER_LABELS[value] })),
            },
            {
              name: 'search.firstName',
              kind: 'text',
              label: msg`Full name of one party`,
              hint: msg`As it would be in the register, for example Sarah Akello`,
              maxLength: 120,
            },
            { name: 'search.secondName', kind: 'text', label: msg`The other party's full name (optional)`, maxLength: 120 },
            {
              name: 'search.fromYear',
              kind: 'text',
              label: (values) => (isDivorce(values) ? msg`Divorced from the year` : msg`Married from the year`),
              hint: msg`For example 2019`,
              maxLength: 4,
            },
            { name: 'search.toYear', kind: 'text', label: msg`To the year`, hint: msg`The same year if you know it`, maxLength: 4 },
            { name: 'search.district', kind: 'district', label: msg`District where it was registered` },
          ],
        },
      ],
    },
    {
      id: 'reason',
      title: msg`Why you need the search`,
      description: msg`The registry keeps the reason with the request.`,
      fieldPrefixes: ['reason'],
      schema: (today) => pickStep(recordSearchSchema(today).shape, ['reason']),
      sections: [
        {
          fields: [
            {
              name: 'reason.purpose',
              kind: 'text',
              label: msg`Why do you need the search?`,
              hint: msg`For example: to prove my parents’ marriage for an inheritance`,
              maxLength: 600,
            },
          ],
        },
      ],
    },
  ],
  initialValues: () => ({
    search: { register: '', firstName: '', secondName: '', fromYear: '', toYear: '', district: '' },
    reason: { purpose: '' },
  }),
  checkAnswersTitle: msg`Check your answers before asking`,
  declarationText: msg`By asking you confirm that the particulars and the reason you give are true.`,
  declarationLabel: msg`I confirm the information is true`,
  submitLabel: msg`Ask for the search`,
  noun: msg`request`,
});
