/**
 * The demo scenario's issued document (issue 9 stage 6): a certificate of marriage for the first
 * church marriage the register records (St Paul's Cathedral's first approved return,
 * mocks/services/marriage-returns/church-returns.seed.ts), numbered with its entry number and issued when it was registered, with
 * the fixed code {@link DEMO_CERTIFICATE_CODE} so the README can print it and /verify can be shown.
 * The return was filed by the church, so its holder in the portal is St Paul's clerk
 * (clerk@stpauls.example.ug), who downloads it from the return's application page.
 */
import { marriageCertificateFields } from '#src/domain/schemas/documents';
import { findApplication } from '../application-store';
import { db } from '../db';
import { issueDocument } from '../documents';

/** The verify code of the seeded certificate of marriage (README "Demo accounts"). */
export const DEMO_CERTIFICATE_CODE = 'W3D8N-2C4T4';

/** The witnesses' names of a return's answers (`witnesses: [{ name }]`), in order. */
function witnessesOf(data: Record<string, unknown>): string[] {
  const list = data.witnesses;
  if (!Array.isArray(list)) return [];
  return list.map((w: unknown) => (w && typeof w === 'object' && 'name' in w && typeof w.name === 'string' ? w.name : '')).filter(Boolean);
}

/**
 * Issue the demo certificate of marriage. Runs after the church returns' seed; does nothing when the
 * register holds no church marriage.
 */
export async function seedIssuedDocuments(): Promise<void> {
  const entry = db.marriageRegister
    .findMany((q) => q.where({ regime: 'CHURCH' }))
    .sort((a, b) => a.registeredAt.localeCompare(b.registeredAt) || a.entryNumber.localeCompare(b.entryNumber))[0];
  if (!entry) return;
  const application = findApplication(entry.applicationId)?.record;
  await issueDocument({
    kind: 'MARRIAGE_CERTIFICATE',
    number: entry.entryNumber,
    applicationId: entry.applicationId,
    reference: entry.applicationReference,
    issuedBy: `Registrar, ${entry.district}`,
    issuedAt: entry.registeredAt,
    fields: marriageCertificateFields(entry, application ? witnessesOf(application.data) : []),
    code: DEMO_CERTIFICATE_CODE,
  });
}
