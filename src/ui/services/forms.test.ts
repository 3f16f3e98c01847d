/**
 * Every service form is its service schema's (issue 29 item 4): for the example answers of each service
 * (src/domain/services/<service> `exampleAnswers`, valid by the rule's own submit check), the form the
 * answers belong to passes each of its steps and its whole-form `validate`, and each of its fields names
 * a path the answers have (optional slots left empty); its initial values lead with the variant's values. So a step schema picked
 * from the service schema checks what the API checks, no more.
 */
import { describe, expect, it } from 'vitest';
import { SERVICE_RULES } from '#src/domain/services/catalogue';
import { fieldsOf, getAt, mergeDefaults } from '#src/ui/forms/form-definition';
import { SERVICE_VIEWS } from './views';
import { EXAMPLE_PEOPLE, seededRandom } from '#src/domain/services/example-people.test-helpers';

const TODAY = '2026-11-23';

const PEOPLE = EXAMPLE_PEOPLE;
const seeded = seededRandom;

/** The example answers of a service for a seed (the draws pick the variant, e.g. a special licence's kind). */
function exampleOf(view: (typeof SERVICE_VIEWS)[number], seed: number): Record<string, unknown> {
  let doc = 0;
  return SERVICE_RULES[view.serviceType].exampleAnswers({
    today: TODAY,
    district: 'Kampala',
    random: seeded(seed),
    person: (i) => PEOPLE[i % PEOPLE.length] ?? PEOPLE[0]!,
    document: (what) => ({ id: `doc-${(doc += 1)}`, name: `${what}.pdf`, type: 'application/pdf', size: 1024 }),
  });
}

describe('the service forms, by their schemas', () => {
  it.each(SERVICE_VIEWS.map((view) => [view.serviceType, view] as const))(
    '%s: the form of its example answers passes every step and validate, and names only paths the answers have',
    async (_type, view) => {
      const checked = new Set<string>();
      for (let seed = 1; seed <= 25; seed += 1) {
        const answers = exampleOf(view, seed);
        const form = view.forms.find((f) => !f.matches || f.matches(answers));
        if (!form?.load) continue;
        checked.add(form.slug);
        const definition = await form.load();
        // The answers as the form holds them: optional slots (a second officer) keep their empty values.
        const filled = mergeDefaults(definition.initialValues(), answers);
        for (const step of definition.steps) {
          const result = step.schema(TODAY).safeParse(answers);
          expect(
            result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
            `${form.slug} ${step.id}`,
          ).toEqual([]);
          for (const field of fieldsOf(step)) expect(getAt(filled, field.name), `${form.slug} ${field.name}`).not.toBeUndefined();
        }
        expect(definition.validate?.(answers, TODAY), form.slug).toEqual({});
      }
      expect(checked.size).toBeGreaterThan(0);
    },
  );

  it('leads the initial values of a variant’s form with the values that tell the variant apart', async () => {
    const firsts = await Promise.all(
      SERVICE_VIEWS.flatMap((view) => view.forms).map(async (form) => {
        const definition = await form.load!();
        return [`${form.area}/${form.slug}`, Object.entries(definition.initialValues())[0]] as const;
      }),
    );
    expect(Object.fromEntries(firsts)).toMatchObject({
      'user/form-certified-copy': ['kind', 'CERTIFIED_COPY'],
      'user/form-data-rectification': ['kind', 'DATA_RECTIFICATION'],
      'user/church-agent-account-registration': ['organisationKind', 'CHURCH_AGENT'],
      'user/hindu-temple-account-registration': ['organisationKind', 'HINDU_TEMPLE'],
      'institution/form-marriage-registration': ['regime', 'CHURCH'],
      'user/hindu-marriage-registration': ['regime', 'HINDU'],
      'user/form-marriage-returns': ['kind', 'MOSQUE'],
      'institution/form-islamic-marriage-registration': ['kind', 'KADHI'],
      'institution/form-marriage-returns': ['kind', 'QUARTERLY'],
      'user/special-license-registration-private-venue': ['kind', 'PRIVATE_VENUE'],
      'user/special-license-registration-notice-waiver': ['kind', 'NOTICE_WAIVER'],
    });
  });
});
