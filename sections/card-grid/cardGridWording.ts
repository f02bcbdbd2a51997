export const cardGridWording = {
  searchPlaceholder: { coach: 'City, Name...', provider: 'City, Name...', post: 'Search...' },
  searchLabel: { coach: 'Search designers', provider: 'Search businesses', post: 'Search posts' },
  things: {
    coach: { one: 'designer', other: 'designers' },
    provider: { one: 'business', other: 'businesses' },
    post: { one: 'post', other: 'posts' },
  },
  expertisePlaceholder: 'Filter by',
  tagPlaceholder: 'Select a Tag',
  topicPlaceholder: 'Select a Topic',
  loadMore: 'Load more',
  clearAll: 'Clear all filters',
  clearExpertise: 'Clear expertise',
  failed: 'Sorry, these cards could not be loaded.',
  retry: 'Try again',
  loading: 'Loading...',
} as const;
