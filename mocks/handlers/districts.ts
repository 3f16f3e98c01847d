/**
 * The districts list (SPEC.md §3 "A districts list is held in the session state"; ours: GET /districts).
 */
import { http } from 'msw';
import { districtSchema } from '#src/domain/schemas/users';
import { apiUrl } from '../base-url';
import { db } from '../db';
import { handle, ok } from './shared';

/** Handlers of the districts list. */
export const districtsHandlers = [
  /** GET /districts (public) → `{ id, name, region }[]`, sorted by name. */
  http.get(
    apiUrl('/districts'),
    handle(() =>
      ok(
        db.districts
          .all()
          .map((d) => districtSchema.parse(d))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
    ),
  ),
];
