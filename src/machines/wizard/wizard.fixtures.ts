/**
 * Test fixtures for the wizard machine (tests only).
 */
import type { Application } from '#src/domain/schemas/applications';

/** The draft's id in the wizard's tests. */
export const ID = '0b9f3c2e-6a7d-4c1b-9e8f-2a3b4c5d6e7f';

/**
 * An application as the API answers it: a draft at version 1 with no answers, changed by `overrides`.
 * @param overrides - the fields to set.
 */
export function application(overrides: Partial<Application> = {}): Application {
  return {
    id: ID,
    reference: 'MR-2026-4NCY-7GEW',
    version: 1,
    serviceType: 'MARRIAGE',
    status: 'Draft',
    lifecycle: { value: 'Draft', level: 0 },
    applicantId: 'u1',
    applicantName: 'Amina Nakato',
    district: null,
    data: {},
    documents: [],
    invoice: null,
    decisionReason: null,
    correctionFields: [],
    timeline: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    submittedAt: null,
    ...overrides,
  };
}
