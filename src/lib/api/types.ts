// The wire contract between the site and the API: the one description of it, shared by the site,
// the reference API (api/) and the fixtures. Field names follow docs/cms-contract.md and the specifications.
//
// One file per area under types/, all read through this one import path (`#src/lib/api/types.ts`).
export * from './types/responses.ts';
export * from './types/content.ts';
export * from './types/account.ts';
export * from './types/commerce.ts';
export * from './types/coaching.ts';
export * from './types/designs.ts';
export * from './types/messages.ts';
export * from './types/surveys.ts';
export * from './types/directory.ts';
export * from './types/tools.ts';
export * from './types/shop.ts';
