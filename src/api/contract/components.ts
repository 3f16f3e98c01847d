/**
 * The schemas the contract names (docs/api/openapi.json `components.schemas`): answers that several
 * operations share, or that a reader looks up by name. Every other schema is written inline where it
 * is used. The schemas themselves are the ones the portal and the mock share (src/domain).
 */
import type { z } from 'zod';
import {
  applicationSchema,
  applicationSummarySchema,
  invoiceSchema,
  lifecycleStateSchema,
  timelineEntrySchema,
} from '#src/domain/schemas/applications';
import { documentFieldSchema, documentVerificationSchema, issuedDocumentSchema } from '#src/domain/schemas/documents';
import { niraPersonSchema } from '#src/domain/schemas/identity';
import { marriageRoomSchema } from '#src/domain/schemas/marriage-rooms';
import { escalationSchema } from '#src/domain/schemas/notice-lists';
import { caveatSchema, noticeStageSchema, publicNoticeSchema } from '#src/domain/schemas/notice';
import { transactionSchema } from '#src/domain/schemas/payments';
import { priceItemSchema } from '#src/domain/schemas/prices';
import { licensedPlaceSchema, marriageEntrySchema } from '#src/domain/schemas/registers';
import { staffAccountSchema } from '#src/domain/schemas/staff-accounts';
import { documentRefSchema } from '#src/domain/schemas/uploads';
import { districtSchema, profileSchema } from '#src/domain/schemas/users';
import { settingsChangeSchema, settingsItemSchema } from '#src/domain/settings/settings-resources';

/** A named schema of the contract. */
export interface ContractComponent {
  schema: z.ZodType;
  /** What it is, in the registry's words. */
  description: string;
}

/** Component name → schema. */
export const COMPONENTS: Readonly<Record<string, ContractComponent>> = {
  Profile: {
    schema: profileSchema,
    description:
      "An account's profile (SPEC.md §3: userId, accountType, idNumber; the rest DOMAIN.md §3). `idNumber` is the linked NIN, null until onboarding.",
  },
  NiraPerson: { schema: niraPersonSchema, description: 'A person as the national identification register holds them.' },
  District: { schema: districtSchema, description: 'A district and its region.' },
  PriceItem: { schema: priceItemSchema, description: 'One fee of the price list: whole UGX, the foreign-national price in USD or null.' },
  Application: {
    schema: applicationSchema,
    description:
      "An application of any service: its answers (`data`, checked on submission against the service's `Answers.<SERVICE TYPE>`), documents, invoice, timeline, version (docs/decisions/007) and, for a civil notice, its notice stage.",
  },
  ApplicationSummary: { schema: applicationSummarySchema, description: "An application as the back office's lists show it." },
  LifecycleState: {
    schema: lifecycleStateSchema,
    description: "Where an application stands inside its lifecycle (the machine's state, the review level).",
  },
  TimelineEntry: {
    schema: timelineEntrySchema,
    description: "One step of an application's history: who (role), when, from and to which status, and why.",
  },
  Invoice: {
    schema: invoiceSchema,
    description: 'The invoice of an application: its PRN (valid 21 days), items and amount in whole UGX, and how it is being paid.',
  },
  NoticeStage: {
    schema: noticeStageSchema,
    description: "A civil notice's stage after acceptance (docs/decisions/016): publication, caveats, certificate, booking, celebration.",
  },
  Caveat: {
    schema: caveatSchema,
    description: 'A caveat against a notice. Who lodged it, and its evidence, are given to registry staff only.',
  },
  DocumentRef: { schema: documentRefSchema, description: 'An uploaded document: its id, name, type (PDF, JPEG, PNG) and size in bytes.' },
  IssuedDocument: {
    schema: issuedDocumentSchema,
    description: 'A document the registry issued (certificate, licence, letter, report, receipt), with its verify code.',
  },
  DocumentField: { schema: documentFieldSchema, description: 'One labelled value printed on an issued document.' },
  DocumentVerification: { schema: documentVerificationSchema, description: 'An issued document as the public verify page shows it.' },
  MarriageEntry: {
    schema: marriageEntrySchema,
    description: 'An entry of the register of marriages (any of the five forms), subsisting or dissolved.',
  },
  LicensedPlace: { schema: licensedPlaceSchema, description: 'A place of worship licensed for marriages (the public register).' },
  PublicNotice: {
    schema: publicNoticeSchema,
    description: 'A notice of marriage as the public Marriage Notice Book shows it: names, district, dates, number.',
  },
  Escalation: {
    schema: escalationSchema,
    description: "A caveat with its notice and application, as the registry's escalations list shows it.",
  },
  MarriageRoom: { schema: marriageRoomSchema, description: 'A room where civil ceremonies are celebrated, with its days and hours.' },
  StaffAccount: { schema: staffAccountSchema, description: 'A staff account as the administrator reads it.' },
  Transaction: { schema: transactionSchema, description: 'An invoice as the finance office reads it.' },
  SettingsItem: {
    schema: settingsItemSchema,
    description: "An item of a settings resource: its id, whether active, and the resource's fields.",
  },
  SettingsChange: { schema: settingsChangeSchema, description: 'One audited change to a settings item.' },
};
