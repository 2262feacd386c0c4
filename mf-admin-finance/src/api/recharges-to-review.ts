/**
 * The top-ups finance reviews: every pending one, whether its proof came or not. A proof only makes
 * the review sooner (the customer's top-up page says so); without one, finance matches the bank
 * transfer by its reference. The review list and the dashboard's count use this one filter.
 */
export const RECHARGES_TO_REVIEW = "status = 'pending'";
