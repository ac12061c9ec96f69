/** The alternate AI checkout's own texts; its other problems are checkout's (checkoutRuleMessagesEn). */
export const aiCheckoutMessagesEn = {
  /** Not SPEC text: SPEC requires the full name without naming a message; this follows 'First name is required'. */
  fullNameRequired: 'Full name is required',
};
