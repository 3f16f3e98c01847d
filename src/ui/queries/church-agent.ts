/**
 * Server state of the churches the signed-in account acts for (GET /church-agent/churches: an individual's church
 * agent registrations, or a church agent organisation's churches): one key, so every page showing the table shares one answer.
 */
import { fetchChurchesActedFor } from '#src/api/church-agent';
import { useAppQuery } from '../shared/query-client';

/** The keys of the churches acted for. */
export const churchAgentKeys = {
  /** The whole list. */
  churches: ['churches-acted-for'] as const,
};

/** The churches the signed-in account acts for, each with its status in the register of licensed places. */
export function useChurchesActedFor() {
  return useAppQuery({ queryKey: churchAgentKeys.churches, queryFn: fetchChurchesActedFor });
}
