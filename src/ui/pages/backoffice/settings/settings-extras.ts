/**
 * What some settings pages show under their list, by resource (issue 11): the generic page stays
 * generic and looks its extra up here. Only the certification stamps have one: the preview of a
 * document carrying the stamp in use.
 */
import type { ComponentType } from 'react';
import type { SettingsSlug } from '#src/domain/settings/settings-resources';
import { StampSpecimen } from './stamp-specimen';

/** The section a resource's page shows under its list, by the resource's slug; none for most. */
export const SETTINGS_EXTRAS: Readonly<Partial<Record<SettingsSlug, ComponentType>>> = {
  'certificate-stamp': StampSpecimen,
};
