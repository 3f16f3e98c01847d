/**
 * The registry's settings as resources (issue 11 "Settings"; SPEC.md §2 /backoffice/settings/…): each
 * settings page is a definition — what an item is, its columns, its fields and their rules — read by one
 * generic page (src/ui/pages/backoffice/settings) and one generic mock handler (mocks/handlers/settings.ts;
 * docs/decisions/018-settings-resources.md).
 * Items records refer to are never deleted: they are deactivated, and every change is audited
 * (`settingsChangeSchema`: who, when, old → new).
 *
 * Built here: marriage rooms (where civil ceremonies are booked; issue 9), service costs (the fee of
 * each price list item: a new fee applies to applications submitted after it, never to an issued invoice,
 * whose amount is fixed when it is issued: DOMAIN.md §4), tax heads (the revenue accounts) and service tax
 * heads (which head each price list item's revenue is accounted under: the marriage report's revenue).
 */
import { wordsTable } from '../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf, type Words, saysAbout } from '../words';
import { SERVICE_LABELS } from '../services/service-types';
import type { ServiceType } from '../services/service-types';
import { uploadProblem } from '../schemas/uploads';
import { isSettingsSlug, SETTINGS_SLUGS, type SettingsSlug } from './settings-slugs';

export { SETTINGS_SLUGS, type SettingsSlug } from './settings-slugs';

/** How a field is entered. */
export type SettingsFieldKind =
  | 'text'
  | 'whole-number'
  | 'time'
  | 'district'
  | 'weekdays'
  | 'money'
  | 'tax-head'
  /** Yes or no, as radios; the value is "yes" or "no". */
  | 'yes-no'
  /** A denomination organised in dioceses (church settings). */
  | 'denomination'
  /** One of the price list items of the item's service. */
  | 'price-item'
  /** A PNG or JPEG image, uploaded (POST /uploads) → its DocumentRef. */
  | 'image';

/** One field of an item's form. */
export interface SettingsField {
  /** The item's property, e.g. "openingTime". */
  name: string;
  label: string;
  kind: SettingsFieldKind;
  hint?: string;
  /** Shown but not changed after the item is made (e.g. the service a fee belongs to). */
  fixed?: boolean;
  /** The hint for a given item, in place of `hint` (e.g. a marriage setting's unit and bounds). */
  hintOf?: (item: SettingsItem) => string;
}

/** How a column's value reads. */
export type SettingsColumnFormat = 'text' | 'ugx' | 'weekdays' | 'service' | 'hours' | 'yes-no' | 'denomination' | 'quantity';

/** One column of the list. */
export interface SettingsColumn {
  key: string;
  label: string;
  format?: SettingsColumnFormat;
}

/** One settings resource. */
export interface SettingsResource {
  slug: SettingsSlug;
  /** The page's heading, e.g. "Marriage rooms". */
  title: string;
  /** One item in running text, e.g. "marriage room". */
  itemName: string;
  /** What the page is for, in a sentence. */
  description: string;
  /** The property that names an item, e.g. "name". */
  nameKey: string;
  columns: readonly SettingsColumn[];
  fields: readonly SettingsField[];
  /** The properties a search looks in. */
  searchKeys: readonly string[];
  /** Whether new items may be made (fees belong to services: only changed). */
  canCreate: boolean;
  /** Whether items may be deactivated (never deleted). */
  canDeactivate: boolean;
  /** Whether an item may be changed; absent: every item (the law's marriage settings may not). */
  canChange?: (item: SettingsItem) => boolean;
  /**
   * What "Deactivate" and "Reactivate" mean for this resource, e.g. "Stop billing": the buttons, the status
   * column, and what each does, after the item's name (default: the generic words).
   */
  activeWords?: {
    deactivate: string;
    reactivate: string;
    active: string;
    inactive: string;
    whenDeactivated: string;
    whenReactivated: string;
  };
  /** Whether the list always shows inactive items too (no "Show deactivated ones too" switch): free services, stamps not in use. */
  listsInactive?: boolean;
  /**
   * Who besides the administrator (`settings`) may read and change it: the finance office (`billing`) keeps
   * the price list (issue 11: /backoffice/billing/price-list is the service costs). Absent: the administrator only.
   */
  alsoFor?: 'billing';
  /**
   * The rules of the form's values, run in the browser and by the mock API.
   * @returns a schema of the values as typed (strings), giving the item's properties.
   */
  schema: () => z.ZodType<Record<string, unknown>, Record<string, unknown>>;
}

import { WEEKDAY_NAMES } from '../weekdays';

export { WEEKDAY_NAMES };

/**
 * Weekdays in words: "Monday to Friday", "Monday, Wednesday and Friday".
 * @param days - ISO weekdays (1 = Monday), any order.
 */
export function weekdaysInWords(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 0) return textOf(msg`No day`);
  const run = sorted.every((d, i) => i === 0 || d === (sorted[i - 1] ?? 0) + 1);
  if (run && sorted.length > 2) {
    const first = WEEKDAY_NAMES[sorted[0]!] ?? '';
    const last = WEEKDAY_NAMES[sorted.at(-1)!] ?? '';
    return textOf(msg`${first} to ${last}`);
  }
  const names = sorted.map((d) => WEEKDAY_NAMES[d] ?? String(d));
  if (names.length === 1) return names[0]!;
  const others = names.slice(0, -1).join(', ');
  const last = names.at(-1) ?? '';
  return textOf(msg`${others} and ${last}`);
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const text = (label: Words, max: number) =>
  z
    .string(saysAbout(label, (label) => msg`Enter the ${label}`))
    .trim()
    .min(
      1,
      saysAbout(label, (label) => msg`Enter the ${label}`),
    )
    .max(
      max,
      saysAbout(label, (label) => msg`The ${label} must be ${max} characters or fewer`),
    );

const wholeNumber = (label: Words, min: number, max: number) =>
  z
    .union(
      [z.string(), z.number()],
      saysAbout(label, (label) => msg`Enter the ${label}`),
    )
    .transform((v, ctx) => {
      const typed = String(v).replace(/[\s,]/g, '');
      const what = textOf(label);
      if (typed === '') {
        ctx.addIssue({ code: 'custom', message: textOf(msg`Enter the ${what}`) });
        return z.NEVER;
      }
      const example = min === 0 ? '50000' : String(min);
      if (!/^\d+$/.test(typed)) {
        ctx.addIssue({
          code: 'custom',
          message: textOf(msg`The ${what} must be a whole number, like ${example}`),
        });
        return z.NEVER;
      }
      const n = Number(typed);
      const lowest = min.toLocaleString('en-GB');
      const highest = max.toLocaleString('en-GB');
      if (n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: textOf(msg`The ${what} must be between ${lowest} and ${highest}`),
        });
        return z.NEVER;
      }
      return n;
    });

const time = (label: Words) =>
  z
    .string(saysAbout(label, (label) => msg`Enter the ${label}`))
    .trim()
    .regex(
      HHMM,
      saysAbout(label, (label) => msg`Enter the ${label} as hh:mm on a 24-hour clock, like 09:00`),
    );

/** The values of a marriage room as its form gives them (issue 9 stage 4; mocks/rooms.ts). */
export const marriageRoomValuesSchema = z
  .object({
    name: text(msg`room’s name`, 120),
    district: text(msg`district`, 80),
    address: text(msg`address`, 200),
    capacity: wholeNumber(msg`number of seats`, 1, 500),
    openingTime: time(msg`opening time`),
    closingTime: time(msg`closing time`),
    slotMinutes: wholeNumber(msg`length of a ceremony in minutes`, 15, 240),
    weekdays: z
      .array(z.coerce.number().int().min(1).max(7), says(msg`Choose the days the room holds ceremonies`))
      .min(1, says(msg`Choose the days the room holds ceremonies`)),
  })
  .superRefine((room, ctx) => {
    if (!HHMM.test(room.openingTime) || !HHMM.test(room.closingTime)) return;
    const open = minutesOf(room.closingTime) - minutesOf(room.openingTime);
    if (open <= 0)
      ctx.addIssue({ code: 'custom', path: ['closingTime'], message: textOf(msg`The closing time must be after the opening time`) });
    else if (typeof room.slotMinutes === 'number' && room.slotMinutes > open) {
      ctx.addIssue({
        code: 'custom',
        path: ['slotMinutes'],
        message: textOf(msg`A ceremony must fit between the opening and closing times`),
      });
    }
  });

/** The values of a service cost (a price list item's fee) as its form gives them (DOMAIN.md §4). */
export const serviceCostValuesSchema = z.object({
  item: text(msg`item`, 120),
  amountUgx: wholeNumber(msg`fee in UGX`, 0, 10_000_000),
  note: z
    .string()
    .trim()
    .max(200, says(msg`The note must be 200 characters or fewer`))
    .nullish()
    .transform((v) => v || null),
});

/** The values of a tax head as its form gives them. */
export const taxHeadValuesSchema = z.object({
  code: z
    .string(says(msg`Enter the code of the tax head`))
    .trim()
    .regex(/^\d{4,8}$/, says(msg`Enter the code as 4 to 8 digits, for example 142201`)),
  name: text(msg`name of the tax head`, 120),
});

/** The values of a service tax head: the tax head (its code) a price list item's revenue goes to. */
export const serviceTaxHeadValuesSchema = z.object({
  taxHead: z
    .string(says(msg`Choose the tax head`))
    .trim()
    .min(1, says(msg`Choose the tax head`)),
});

/** A yes-or-no answer ("yes" or "no", as the radios give it) → a boolean. */
const yesNo = (question: Words) => z.enum(['yes', 'no'], says(question)).transform((v) => v === 'yes');

/** The values of a country as its form gives them. */
export const countryValuesSchema = z.object({
  code: z
    .string(says(msg`Enter the country’s two-letter code`))
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, says(msg`Enter the country’s two-letter ISO code, for example KE`)),
  name: text(msg`country’s name`, 80),
});

/** The values of a denomination's settings (church settings) as its form gives them. */
export const denominationConfigValuesSchema = z.object({
  dioceses: yesNo(msg`Choose whether the denomination is organised in dioceses`),
});

/** The values of a diocese as its form gives them (the API checks the denomination is organised in dioceses). */
export const dioceseValuesSchema = z.object({
  name: text(msg`diocese’s name`, 120),
  denomination: z
    .string(says(msg`Choose the denomination`))
    .trim()
    .min(1, says(msg`Choose the denomination`)),
  district: text(msg`district`, 80),
});

/** The values of a billable as its form gives them (the API checks the item is one of the service's). */
export const billableValuesSchema = z.object({
  priceItem: z
    .string(says(msg`Choose the price list item`))
    .trim()
    .min(1, says(msg`Choose the price list item`)),
});

/** The values of a marriage setting as its form gives them (the API checks the setting's own bounds). */
export const marriageConfigValuesSchema = z.object({
  value: wholeNumber(msg`value`, 0, 100_000),
});

/** The image types a stamp may be (PNG or JPEG; DOMAIN.md §5 limits every upload to 5 MB). */
export const STAMP_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** The `accept` attribute of a stamp's file input (issue 11: PNG or JPEG). */
export const STAMP_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * Why a file cannot be a stamp's image, in words for the person, or null when it can (issue 11: a PNG
 * or JPEG; DOMAIN.md §5: not empty, at most 5 MB). Checked in the browser before uploading; the API
 * checks the type again when the stamp is saved.
 * @param file - name, MIME type and size in bytes.
 * @returns e.g. "seal.gif must be a PNG or JPEG image", or null.
 */
export function stampImageProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(STAMP_IMAGE_TYPES as readonly string[]).includes(file.type)) return `${file.name} must be a PNG or JPEG image`;
  return uploadProblem(file);
}

/** The values of a certification stamp as its form gives them. */
export const stampValuesSchema = z.object({
  name: text(msg`stamp’s name`, 120),
  image: z
    .object({ id: z.string().min(1), name: z.string(), type: z.string(), size: z.number() }, says(msg`Upload the image of the stamp`))
    .nullable()
    .refine((v) => v !== null, says(msg`Upload the image of the stamp`))
    .refine(
      (v) => v === null || (STAMP_IMAGE_TYPES as readonly string[]).includes(v.type),
      says(msg`The stamp must be a PNG or JPEG image`),
    ),
});

/** Words of a resource whose "active" means "billed". */
const BILLED_WORDS = wordsTable({
  deactivate: msg`Stop billing`,
  reactivate: msg`Bill again`,
  active: msg`Billed`,
  inactive: msg`Free`,
  whenDeactivated: msg`will be free for applications submitted from now on. Invoices already issued keep their amount.`,
  whenReactivated: msg`will be billed again for applications submitted from now on.`,
});
/** Words of the stamps: one is in use at a time. */
const STAMP_WORDS = wordsTable({
  deactivate: msg`Stop using`,
  reactivate: msg`Use`,
  active: msg`In use`,
  inactive: msg`Not in use`,
  whenDeactivated: msg`will not be printed on documents issued from now on, and they will carry no stamp until another is in use. Documents already issued keep it.`,
  whenReactivated: msg`will be printed on documents issued from now on, in place of the stamp in use. Documents already issued keep theirs.`,
});

const asResourceSchema = (schema: z.ZodType) => schema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** Every settings resource built, by slug. */
export const SETTINGS_RESOURCES: Readonly<Record<SettingsSlug, SettingsResource>> = {
  'marriage-rooms': {
    slug: 'marriage-rooms',
    get title() {
      return textOf(msg`Marriage rooms`);
    },
    get itemName() {
      return textOf(msg`marriage room`);
    },
    get description() {
      return textOf(msg`The rooms where civil ceremonies are held, by district: couples book them within their notice’s three months.`);
    },
    nameKey: 'name',
    columns: [
      {
        key: 'name',
        get label() {
          return textOf(msg`Room`);
        },
      },
      {
        key: 'district',
        get label() {
          return textOf(msg`District`);
        },
      },
      {
        key: 'capacity',
        get label() {
          return textOf(msg`Seats`);
        },
      },
      {
        key: 'openingTime',
        get label() {
          return textOf(msg`Ceremonies`);
        },
        format: 'hours',
      },
      {
        key: 'weekdays',
        get label() {
          return textOf(msg`Days`);
        },
        format: 'weekdays',
      },
    ],
    fields: [
      {
        name: 'name',
        get label() {
          return textOf(msg`Name of the room`);
        },
        kind: 'text',
        get hint() {
          return textOf(msg`As couples will read it, e.g. "Marriage Room 3, Georgian House".`);
        },
      },
      {
        name: 'district',
        get label() {
          return textOf(msg`District`);
        },
        kind: 'district',
      },
      {
        name: 'address',
        get label() {
          return textOf(msg`Address`);
        },
        kind: 'text',
      },
      {
        name: 'capacity',
        get label() {
          return textOf(msg`Number of seats`);
        },
        kind: 'whole-number',
      },
      {
        name: 'openingTime',
        get label() {
          return textOf(msg`First ceremony at`);
        },
        kind: 'time',
        get hint() {
          return textOf(msg`hh:mm, 24-hour clock, e.g. 09:00`);
        },
      },
      {
        name: 'closingTime',
        get label() {
          return textOf(msg`Closing time`);
        },
        kind: 'time',
        get hint() {
          return textOf(msg`The last ceremony ends by then, e.g. 16:00`);
        },
      },
      {
        name: 'slotMinutes',
        get label() {
          return textOf(msg`Length of a ceremony, in minutes`);
        },
        kind: 'whole-number',
      },
      {
        name: 'weekdays',
        get label() {
          return textOf(msg`Days the room holds ceremonies`);
        },
        kind: 'weekdays',
        get hint() {
          return textOf(msg`Public holidays are left out on their own.`);
        },
      },
    ],
    searchKeys: ['name', 'district', 'address'],
    canCreate: true,
    canDeactivate: true,
    schema: () => marriageRoomValuesSchema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  },
  'service-costs': {
    slug: 'service-costs',
    get title() {
      return textOf(msg`Service costs`);
    },
    alsoFor: 'billing',
    get itemName() {
      return textOf(msg`service cost`);
    },
    get description() {
      return textOf(
        msg`The fee of each item of the price list. A new fee applies to applications submitted after the change; an invoice already issued keeps its amount.`,
      );
    },
    nameKey: 'item',
    columns: [
      {
        key: 'serviceType',
        get label() {
          return textOf(msg`Service`);
        },
        format: 'service',
      },
      {
        key: 'item',
        get label() {
          return textOf(msg`Item`);
        },
      },
      {
        key: 'amountUgx',
        get label() {
          return textOf(msg`Fee`);
        },
        format: 'ugx',
      },
      {
        key: 'note',
        get label() {
          return textOf(msg`Note`);
        },
      },
    ],
    fields: [
      {
        name: 'item',
        get label() {
          return textOf(msg`Item`);
        },
        kind: 'text',
      },
      {
        name: 'amountUgx',
        get label() {
          return textOf(msg`Fee in UGX`);
        },
        kind: 'money',
        get hint() {
          return textOf(msg`Whole shillings, e.g. 50000`);
        },
      },
      {
        name: 'note',
        get label() {
          return textOf(msg`Note (optional)`);
        },
        kind: 'text',
        get hint() {
          return textOf(msg`A condition, e.g. "Within 6 months of the ceremony".`);
        },
      },
    ],
    searchKeys: ['item', 'note', 'serviceType'],
    canCreate: false,
    canDeactivate: false,
    schema: () => serviceCostValuesSchema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  },
  'tax-heads': {
    slug: 'tax-heads',
    get title() {
      return textOf(msg`Tax heads`);
    },
    get itemName() {
      return textOf(msg`tax head`);
    },
    get description() {
      return textOf(
        msg`The revenue accounts the registry’s fees are paid into. Each price list item is accounted under one (Service tax heads); the marriage report shows revenue by tax head.`,
      );
    },
    nameKey: 'name',
    columns: [
      {
        key: 'code',
        get label() {
          return textOf(msg`Code`);
        },
      },
      {
        key: 'name',
        get label() {
          return textOf(msg`Tax head`);
        },
      },
    ],
    fields: [
      {
        name: 'code',
        get label() {
          return textOf(msg`Code`);
        },
        kind: 'text',
        get hint() {
          return textOf(msg`The revenue authority’s code, 4 to 8 digits. It cannot be changed once made: price list items refer to it.`);
        },
        fixed: true,
      },
      {
        name: 'name',
        get label() {
          return textOf(msg`Name`);
        },
        kind: 'text',
      },
    ],
    searchKeys: ['code', 'name'],
    canCreate: true,
    canDeactivate: true,
    schema: () => taxHeadValuesSchema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  },
  'service-tax-heads': {
    slug: 'service-tax-heads',
    get title() {
      return textOf(msg`Service tax heads`);
    },
    get itemName() {
      return textOf(msg`service tax head`);
    },
    get description() {
      return textOf(
        msg`Which tax head each price list item’s revenue is accounted under. A change applies to payments from then on; the marriage report groups revenue by it.`,
      );
    },
    nameKey: 'item',
    columns: [
      {
        key: 'serviceType',
        get label() {
          return textOf(msg`Service`);
        },
        format: 'service',
      },
      {
        key: 'item',
        get label() {
          return textOf(msg`Item`);
        },
      },
      {
        key: 'taxHeadName',
        get label() {
          return textOf(msg`Tax head`);
        },
      },
    ],
    fields: [
      {
        name: 'taxHead',
        get label() {
          return textOf(msg`Tax head`);
        },
        kind: 'tax-head',
        get hint() {
          return textOf(msg`Only active tax heads can be chosen`);
        },
      },
    ],
    searchKeys: ['item', 'serviceType', 'taxHeadName'],
    canCreate: false,
    canDeactivate: false,
    schema: () => serviceTaxHeadValuesSchema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  },
  'certificate-stamp': {
    slug: 'certificate-stamp',
    get title() {
      return textOf(msg`Certification stamps`);
    },
    get itemName() {
      return textOf(msg`stamp`);
    },
    get description() {
      return textOf(
        msg`The stamp printed on every document the registry issues: certificates, letters, certified copies, search reports and receipts. One stamp is in use at a time; a document keeps the stamp it was issued with.`,
      );
    },
    nameKey: 'name',
    columns: [
      {
        key: 'name',
        get label() {
          return textOf(msg`Stamp`);
        },
      },
    ],
    fields: [
      {
        name: 'name',
        get label() {
          return textOf(msg`Name of the stamp`);
        },
        kind: 'text',
        get hint() {
          return textOf(msg`For the registry’s own use, e.g. "Registrar General’s seal, 2026".`);
        },
      },
      {
        name: 'image',
        get label() {
          return textOf(msg`Image of the stamp`);
        },
        kind: 'image',
        get hint() {
          return textOf(
            msg`A PNG or JPEG, no bigger than 5 MB, square or nearly, on a white or transparent background. It cannot be changed once the stamp is made: for a new image, add a new stamp (documents already issued keep theirs).`,
          );
        },
        // A document keeps the stamp it was issued with (issue 11): a stamp's image never changes.
        fixed: true,
      },
    ],
    searchKeys: ['name'],
    canCreate: true,
    canDeactivate: true,
    activeWords: STAMP_WORDS,
    listsInactive: true,
    schema: () => asResourceSchema(stampValuesSchema),
  },
  billables: {
    slug: 'billables',
    get title() {
      return textOf(msg`Billables`);
    },
    get itemName() {
      return textOf(msg`billable service`);
    },
    get description() {
      return textOf(
        msg`Which services the registry charges for, and the price list item each is billed by. A service no longer billed is free for applications submitted from then on; invoices already issued keep their amount.`,
      );
    },
    nameKey: 'serviceName',
    columns: [
      {
        key: 'serviceName',
        get label() {
          return textOf(msg`Service`);
        },
      },
      {
        key: 'priceItemName',
        get label() {
          return textOf(msg`Billed by`);
        },
      },
      {
        key: 'amountUgx',
        get label() {
          return textOf(msg`Fee`);
        },
        format: 'ugx',
      },
    ],
    fields: [
      {
        name: 'serviceName',
        get label() {
          return textOf(msg`Service`);
        },
        kind: 'text',
        fixed: true,
      },
      {
        name: 'priceItem',
        get label() {
          return textOf(msg`Price list item`);
        },
        kind: 'price-item',
        get hint() {
          return textOf(msg`The customary return’s late fee is chosen by the date of the ceremony.`);
        },
      },
    ],
    searchKeys: ['serviceName', 'priceItemName'],
    canCreate: false,
    canDeactivate: true,
    activeWords: BILLED_WORDS,
    listsInactive: true,
    schema: () => asResourceSchema(billableValuesSchema),
  },
  diocese: {
    slug: 'diocese',
    get title() {
      return textOf(msg`Dioceses`);
    },
    get itemName() {
      return textOf(msg`diocese`);
    },
    get description() {
      return textOf(
        msg`The dioceses of the denominations organised in them (Church settings). A church applying for a public place licence chooses its diocese from this list.`,
      );
    },
    nameKey: 'name',
    columns: [
      {
        key: 'name',
        get label() {
          return textOf(msg`Diocese`);
        },
      },
      {
        key: 'denomination',
        get label() {
          return textOf(msg`Denomination`);
        },
        format: 'denomination',
      },
      {
        key: 'district',
        get label() {
          return textOf(msg`Seat`);
        },
      },
    ],
    fields: [
      {
        name: 'name',
        get label() {
          return textOf(msg`Name of the diocese`);
        },
        kind: 'text',
        get hint() {
          return textOf(msg`As churches will read it, e.g. "Namirembe Diocese".`);
        },
      },
      {
        name: 'denomination',
        get label() {
          return textOf(msg`Denomination`);
        },
        kind: 'denomination',
        get hint() {
          return textOf(msg`Only denominations organised in dioceses (Church settings) are listed.`);
        },
      },
      {
        name: 'district',
        get label() {
          return textOf(msg`District of its seat`);
        },
        kind: 'district',
      },
    ],
    searchKeys: ['name', 'district', 'denominationName'],
    canCreate: true,
    canDeactivate: true,
    schema: () => asResourceSchema(dioceseValuesSchema),
  },
  'marriage-configs': {
    slug: 'marriage-configs',
    get title() {
      return textOf(msg`Marriage settings`);
    },
    get itemName() {
      return textOf(msg`marriage setting`);
    },
    get description() {
      return textOf(
        msg`The numbers the marriage rules use. The registry’s own policies can be changed here; those set by law are shown with their source and change only with the law.`,
      );
    },
    nameKey: 'label',
    columns: [
      {
        key: 'label',
        get label() {
          return textOf(msg`Setting`);
        },
      },
      {
        key: 'value',
        get label() {
          return textOf(msg`Value`);
        },
        format: 'quantity',
      },
      {
        key: 'source',
        get label() {
          return textOf(msg`Set by`);
        },
      },
      {
        key: 'usedFor',
        get label() {
          return textOf(msg`What it changes`);
        },
      },
    ],
    fields: [
      {
        name: 'label',
        get label() {
          return textOf(msg`Setting`);
        },
        kind: 'text',
        fixed: true,
      },
      {
        name: 'value',
        get label() {
          return textOf(msg`Value`);
        },
        kind: 'whole-number',
        hintOf: (item) => {
          const unit = String(item.unit as string);
          const lowest = String(item.min as number);
          const highest = String(item.max as number);
          return textOf(msg`In ${unit}, from ${lowest} to ${highest}.`);
        },
      },
    ],
    searchKeys: ['label', 'source', 'usedFor'],
    canCreate: false,
    canDeactivate: false,
    canChange: (item) => item.editable === true,
    schema: () => asResourceSchema(marriageConfigValuesSchema),
  },
  'church-configs': {
    slug: 'church-configs',
    get title() {
      return textOf(msg`Church settings`);
    },
    get itemName() {
      return textOf(msg`denomination`);
    },
    get description() {
      return textOf(
        msg`The church denominations whose places of worship may be licensed for marriages, and whether each is organised in dioceses (then the licence application asks for the diocese). A denomination set aside is no longer offered; licences already granted stay valid.`,
      );
    },
    nameKey: 'name',
    columns: [
      {
        key: 'name',
        get label() {
          return textOf(msg`Denomination`);
        },
      },
      {
        key: 'dioceses',
        get label() {
          return textOf(msg`Organised in dioceses`);
        },
        format: 'yes-no',
      },
    ],
    fields: [
      {
        name: 'name',
        get label() {
          return textOf(msg`Denomination`);
        },
        kind: 'text',
        fixed: true,
      },
      {
        name: 'dioceses',
        get label() {
          return textOf(msg`Is it organised in dioceses?`);
        },
        kind: 'yes-no',
        get hint() {
          return textOf(msg`If yes, churches of this denomination choose their diocese when they apply for a licence.`);
        },
      },
    ],
    searchKeys: ['name'],
    canCreate: false,
    canDeactivate: true,
    schema: () => asResourceSchema(denominationConfigValuesSchema),
  },
  countries: {
    slug: 'countries',
    get title() {
      return textOf(msg`Countries`);
    },
    get itemName() {
      return textOf(msg`country`);
    },
    get description() {
      return textOf(
        msg`The countries a marital status letter can be addressed to: applicants choose the country where they intend to marry from this list.`,
      );
    },
    nameKey: 'name',
    columns: [
      {
        key: 'name',
        get label() {
          return textOf(msg`Country`);
        },
      },
      {
        key: 'code',
        get label() {
          return textOf(msg`Code`);
        },
      },
    ],
    fields: [
      {
        name: 'code',
        get label() {
          return textOf(msg`Code`);
        },
        kind: 'text',
        get hint() {
          return textOf(msg`The two-letter ISO 3166 code, e.g. KE. It cannot be changed once made.`);
        },
        fixed: true,
      },
      {
        name: 'name',
        get label() {
          return textOf(msg`Name`);
        },
        kind: 'text',
        get hint() {
          return textOf(msg`In English, as the letter will name it.`);
        },
      },
    ],
    searchKeys: ['name', 'code'],
    canCreate: true,
    canDeactivate: true,
    schema: () => asResourceSchema(countryValuesSchema),
  },
};

/**
 * A settings resource by slug.
 * @param slug - a path segment after /backoffice/settings/.
 * @returns the resource, or undefined for a settings page not built as one.
 */
export function settingsResource(slug: string): SettingsResource | undefined {
  return isSettingsSlug(slug) ? SETTINGS_RESOURCES[slug] : undefined;
}

/**
 * A service's label for the service-costs column.
 * @param type - a service type.
 */
export function serviceLabelOf(type: string): string {
  return SERVICE_LABELS[type as ServiceType] ?? type;
}

/** One audited change to a settings item: who, when, which field, old → new (issue 11). */
export const settingsChangeSchema = z.object({
  id: z.string(),
  resource: z.enum(SETTINGS_SLUGS),
  itemId: z.string(),
  /** The item's name when changed, e.g. "Marriage Room 1, Georgian House". */
  itemName: z.string(),
  /** The field's label, e.g. "Fee in UGX"; "Made" for a new item, "Active" for (de)activation. */
  field: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
  changedBy: z.string(),
  changedByName: z.string(),
  /** ISO 8601 (mock clock). */
  changedAt: z.string(),
});
/** One audited change to a settings item. */
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

/**
 * A settings item as the API answers it: its id, whether it is active, and its properties, which are the
 * resource's fields (its `schema()`'s output).
 */
export const settingsItemSchema = z.object({ id: z.string(), active: z.boolean() }).catchall(z.unknown());
/** A settings item as the API answers it: its properties, whether it is active, and its id. */
export type SettingsItem = Record<string, unknown> & { id: string; active: boolean };

/** The query of GET /settings/{slug}: a search, and whether deactivated items are listed too ("true"). */
export const settingsListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  includeInactive: z.enum(['true', 'false']).optional(),
});
/** The query of the settings list. */
export type SettingsListQuery = z.input<typeof settingsListQuerySchema>;

/** The query of GET /settings/{slug}/changes: the item whose history is read (every item's without it). */
export const settingsChangesQuerySchema = z.object({ itemId: z.string().max(100).optional() });
