/**
 * An officer's action shown in the lists at once (issue 12): after a registrar approves a public place
 * licence (four levels), the registrar's task queue no longer holds it and the list of all applications
 * shows its new status, before the lists are fetched again.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationListQuery, ApplicationSummary, Page } from '#src/domain/schemas/applications';
import { call, post, tokenCache } from '#mocks/test-helpers';
import { showActionInLists } from './backoffice-applications';

const tokens = tokenCache();

describe('showActionInLists', () => {
  it('takes an approved application out of the queue it left, and shows its new status elsewhere', async () => {
    const registrar = await tokens.token('registrar@registry.example.ug');
    const queueQuery: ApplicationListQuery = {
      services: 'PUBLIC_PLACE_LICENSING',
      queue: 'REGISTRAR',
      sort: 'submittedAt',
      order: 'asc',
      page: 1,
      pageSize: 20,
    };
    const queue = (
      await call<{ data: Page<ApplicationSummary> }>(
        '/backoffice/applications?serviceType=PUBLIC_PLACE_LICENSING&queue=REGISTRAR&pageSize=20',
        { authorization: registrar },
      )
    ).body.data;
    const waiting = queue.items[0]!;
    expect(waiting).toBeDefined();
    await post(`/applications/${waiting.id}/events`, { type: 'application.open' }, registrar);
    const approved = await post<{ data: Application }>(`/applications/${waiting.id}/events`, { type: 'application.approve' }, registrar);
    expect(approved.status).toBe(200);
    const updated = approved.body.data;

    const client = new QueryClient();
    const queueKey = ['backoffice-applications', 'backoffice', queueQuery];
    const allKey = ['backoffice-applications', { serviceType: 'PUBLIC_PLACE_LICENSING', page: 1, pageSize: 20 }];
    client.setQueryData(queueKey, queue);
    client.setQueryData(allKey, queue);
    showActionInLists(client, updated);

    const after = client.getQueryData<Page<ApplicationSummary>>(queueKey)!;
    expect(after.items.map((i) => i.id)).not.toContain(waiting.id);
    expect(after.total).toBe(queue.total - 1);
    const all = client.getQueryData<Page<ApplicationSummary>>(allKey)!;
    expect(all.items.find((i) => i.id === waiting.id)).toMatchObject({ status: updated.status, updatedAt: updated.updatedAt });
    expect(all.total).toBe(queue.total);
    expect(client.getQueryState(queueKey)?.isInvalidated).toBe(true);
  });
});
