/**
 * Districts of Uganda with their regions (reference data of the demo scenario; SPEC.md §3: "a
 * districts list is held in the session state"). Real district names only: cities such as Fort
 * Portal or Gulu City are not districts (Fort Portal lies in Kabarole). The list holds the long-
 * established districts of each region; districts created after 2019 are left out.
 */
import type { District } from '#src/domain/schemas/users';

/** The four regions of Uganda. */
export type Region = 'Central' | 'Eastern' | 'Northern' | 'Western';

const BY_REGION: Readonly<Record<Region, readonly string[]>> = {
  Central: [
    'Buikwe',
    'Bukomansimbi',
    'Butambala',
    'Buvuma',
    'Gomba',
    'Kalangala',
    'Kalungu',
    'Kampala',
    'Kayunga',
    'Kiboga',
    'Kyankwanzi',
    'Kyotera',
    'Luwero',
    'Lwengo',
    'Lyantonde',
    'Masaka',
    'Mityana',
    'Mpigi',
    'Mubende',
    'Mukono',
    'Nakaseke',
    'Nakasongola',
    'Rakai',
    'Sembabule',
    'Wakiso',
  ],
  Eastern: [
    'Amuria',
    'Budaka',
    'Bududa',
    'Bugiri',
    'Bukedea',
    'Bukwo',
    'Bulambuli',
    'Busia',
    'Butaleja',
    'Buyende',
    'Iganga',
    'Jinja',
    'Kaberamaido',
    'Kaliro',
    'Kamuli',
    'Kapchorwa',
    'Katakwi',
    'Kibuku',
    'Kumi',
    'Kween',
    'Luuka',
    'Manafwa',
    'Mayuge',
    'Mbale',
    'Namayingo',
    'Namutumba',
    'Ngora',
    'Pallisa',
    'Serere',
    'Sironko',
    'Soroti',
    'Tororo',
  ],
  Northern: [
    'Abim',
    'Adjumani',
    'Agago',
    'Alebtong',
    'Amolatar',
    'Amudat',
    'Amuru',
    'Apac',
    'Arua',
    'Dokolo',
    'Gulu',
    'Kaabong',
    'Kitgum',
    'Koboko',
    'Kole',
    'Kotido',
    'Lamwo',
    'Lira',
    'Maracha',
    'Moroto',
    'Moyo',
    'Nakapiripirit',
    'Napak',
    'Nebbi',
    'Nwoya',
    'Omoro',
    'Otuke',
    'Oyam',
    'Pader',
    'Yumbe',
    'Zombo',
  ],
  Western: [
    'Buhweju',
    'Buliisa',
    'Bundibugyo',
    'Bunyangabu',
    'Bushenyi',
    'Hoima',
    'Ibanda',
    'Isingiro',
    'Kabale',
    'Kabarole',
    'Kagadi',
    'Kakumiro',
    'Kamwenge',
    'Kanungu',
    'Kasese',
    'Kibaale',
    'Kiruhura',
    'Kiryandongo',
    'Kisoro',
    'Kyegegwa',
    'Kyenjojo',
    'Masindi',
    'Mbarara',
    'Mitooma',
    'Ntoroko',
    'Ntungamo',
    'Rubanda',
    'Rubirizi',
    'Rukiga',
    'Rukungiri',
    'Sheema',
  ],
};

/**
 * The id of a district: its name in lower case, e.g. "kampala".
 * @param name - the district's name.
 */
export function districtId(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Every seeded district, sorted by name: `{ id, name, region }`. */
export const DISTRICTS: readonly District[] = (Object.keys(BY_REGION) as Region[])
  .flatMap((region) => BY_REGION[region].map((name) => ({ id: districtId(name), name, region })))
  .sort((a, b) => a.name.localeCompare(b.name));
