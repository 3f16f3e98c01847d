/**
 * For tests only: the people and the seeded random sequence the services' example answers are made with
 * (`ServiceRule.exampleAnswers`), shared by the registry's test and the forms' test so both judge the same answers.
 */
import type { ExamplePerson } from './service-rule';

/** Four people of the national register (real-shaped NINs), two of each sex. */
export const EXAMPLE_PEOPLE: readonly ExamplePerson[] = [
  { nin: 'CM9302270914IS', givenName: 'Ibrahim', surname: 'Ssali', dateOfBirth: '1993-02-27', sex: 'MALE', nationality: 'Ugandan' },
  { nin: 'CF9905140371HK', givenName: 'Harriet', surname: 'Kyomuhendo', dateOfBirth: '1999-05-14', sex: 'FEMALE', nationality: 'Ugandan' },
  { nin: 'CM0101200453SW', givenName: 'Samuel', surname: 'Wasswa', dateOfBirth: '2001-01-20', sex: 'MALE', nationality: 'Ugandan' },
  { nin: 'CF9712030588FA', givenName: 'Florence', surname: 'Adong', dateOfBirth: '1997-12-03', sex: 'FEMALE', nationality: 'Ugandan' },
];

/**
 * A repeatable random sequence (a linear congruential generator), so each seed makes the same answers every run.
 * @param seed - any integer.
 * @returns a function giving numbers in [0, 1), the same sequence for the same seed.
 */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}
