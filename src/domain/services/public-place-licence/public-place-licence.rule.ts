/**
 * Public place licence (PUBLIC_PLACE_LICENSING): a place of worship applies to be licensed for the
 * celebration of marriages (DOMAIN.md §1, §5). Four-level chain: registrar → director → Registrar
 * General → Minister, whose approval grants the licence (DOMAIN.md §2).
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { publicPlaceLicenceManifest } from './public-place-licence.manifest';
import { defineRule } from '../define-service';
import { answerText, examplePhone, type ExampleContext } from '../service-rule';
import { DENOMINATIONS, publicPlaceLicenceSchema } from './public-place-licence.schema';

const PLACE_NAMES = [
  'St Andrew',
  'St Luke',
  'Christ the King',
  'St Mary',
  'Emmanuel',
  'Holy Trinity',
  'St Peter',
  'Good Shepherd',
] as const;
const KINDS = ['Church', 'Cathedral', 'Parish Church', 'Chapel'] as const;

function pick<T>(ctx: ExampleContext, items: readonly T[]): T {
  return items[Math.floor(ctx.random() * items.length)] as T;
}

/** The rule of the public place licence. */
export const publicPlaceLicenceRule = defineRule(publicPlaceLicenceManifest, {
  answersSchema: (today) => publicPlaceLicenceSchema(today),
  districtOf: (answers) => answerText(answers, 'place.district') || null,
  correctableSections: [
    {
      field: 'organisation',
      get label() {
        return textOf(msg`The organisation`);
      },
    },
    {
      field: 'place',
      get label() {
        return textOf(msg`The place of worship`);
      },
    },
    {
      field: 'minister',
      get label() {
        return textOf(msg`The responsible minister`);
      },
    },
    {
      field: 'documents',
      get label() {
        return textOf(msg`Documents`);
      },
    },
  ],
  exampleAnswers: (ctx) => {
    const minister = ctx.person(0);
    const name = `${pick(ctx, PLACE_NAMES)} ${pick(ctx, KINDS)}, ${ctx.district}`;
    return {
      organisation: { name: `${pick(ctx, PLACE_NAMES)} Parish Council`, registrationNumber: '' },
      place: {
        name,
        denomination: pick(ctx, DENOMINATIONS),
        diocese: '',
        address: `Plot ${1 + Math.floor(ctx.random() * 200)}, Church Road, ${ctx.district}`,
        district: ctx.district,
        capacity: String(100 + Math.floor(ctx.random() * 900)),
      },
      minister: {
        name: `${minister.givenName} ${minister.surname}`,
        title: 'Reverend',
        nin: minister.nin,
        phone: examplePhone(ctx),
        email: `${minister.givenName}.${minister.surname}@example.ug`.toLowerCase(),
      },
      documents: { landTitle: ctx.document('Land title'), photos: ctx.document('Photos of the building'), registration: null },
    };
  },
});
