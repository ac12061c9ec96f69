/**
 * The period on an AI plan's card when the server does not list the plans (a backend that keeps to
 * SPEC): SPEC §9's Premium card shows '/month'. The server's list names each plan and its period
 * in the reader's language itself.
 */
export const aiPlanPeriodsEn = {
  perMonth: '/month',
};
