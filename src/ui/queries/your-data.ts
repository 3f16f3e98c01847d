/**
 * Server state of "Your data" (issue 31 §4; docs/decisions/040, 041): everything the registry holds about the
 * signed-in person (GET /users/me/data), asked again on every visit (never stale-cached: it is about the person
 * now) and forgotten with the rest of the query client when they sign out; deleting their drafts
 * (DELETE /users/me/drafts) and closing their account (POST /users/me/close).
 */
import { closeMyAccount, deleteMyDrafts, fetchMyData } from '#src/api/users';
import type { CloseAccountAnswer, DeletedDraftsAnswer } from '#src/domain/schemas/account-closing';
import { queryClient, useAppMutation, useAppQuery } from '../shared/query-client';
import { applicationKeys } from './applications';

/** The keys of the person's data. */
export const yourDataKeys = {
  /** Everything held about the signed-in person. */
  all: ['your-data'] as const,
};

/** The person's data: the query's state (data, error, isPending, refetch). */
export function useYourData() {
  return useAppQuery({ queryKey: yourDataKeys.all, queryFn: fetchMyData, staleTime: 0 });
}

/**
 * Delete every draft of the person never submitted. On success the counts of "Your data", the person's
 * applications list and any application read are asked again, so no page shows a deleted draft.
 * @returns the mutation; `mutateAsync()` answers the drafts deleted.
 */
export function useDeleteMyDrafts() {
  return useAppMutation<DeletedDraftsAnswer, void>({
    mutationFn: () => deleteMyDrafts(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: yourDataKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.mine }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      ]),
  });
}

/**
 * Close the person's account with their password typed again. Every session of the account ends on the server:
 * the caller signs out next (nothing is refetched).
 * @returns the mutation; its variable is the password.
 */
export function useCloseMyAccount() {
  return useAppMutation<CloseAccountAnswer, string>({ mutationFn: (password) => closeMyAccount(password) });
}
