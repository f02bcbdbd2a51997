// The demo customer's orders that stories and tests name: the reference API seeds them under these
// uuids (api/seed/accountArea.ts), so a story's design page is the API's design 1 (decision 038).

/** The customer's orders, by fixed uuid (documented in docs/api/demo-accounts.md). */
export const demoOrderUuids = {
  /** A 60-minute session three days after seeding, 17:00 UTC, with a meeting link. */
  upcomingSession: 'b7a4c1f2-6d3e-4a8b-9c2d-1e0f3a4b5c61',
  /** A 30-minute session fourteen days before seeding; questionnaire answered. */
  pastSession: 'c8b5d2e3-7e4f-4b9c-8d3e-2f1a4b5c6d72',
  /** The Garden Design product, for design 1. */
  design: 'd9c6e3f4-8f5a-4cad-9e4f-3a2b5c6d7e83',
} as const;
