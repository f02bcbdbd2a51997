// What each section type does, for docs/sections.md (`npm run docs:sections`): one hand-kept note per
// registered type, in plain Markdown. Its fields, layouts, default background and frame are read from
// the module and its schema; say here only what they cannot: what it shows and how it behaves.
// `npm run new-section` adds a placeholder for a new type; scripts/section-docs.test.ts fails when a
// registered type has no note, or a note has no type.

/** The CMS type string → what the section shows and how it behaves. */
export const sectionNotes: Record<string, string> = {
  anchor:
    'An in-page target for `#anchor` links; with a title it is a visible `h2`. Frame `bare` (no padding). Marks `data-anchor`/`data-toc-title`/`data-toc-ignore` for a table of contents.',
  'at-a-glance': 'A boxed summary.',
  'block-quote': "Optional avatar, attribution, image and a 'Tweet this' link.",
  body: 'Sanitized rich text; in-page `#` links scroll smoothly and move focus; buttons below.',
  callout: 'Text and buttons beside an image; stacked on a phone.',
  'card-grid':
    "`POST /gimme-dat/` (first page prefetched). Custom: the picked cards in order. Feed: region (US map in a dropdown, a modal under 768 px, or Canada / Australia; 'Select a region') and expertise ('Filter by', `GET /expertises`) for designers, region for businesses, 'Select a Tag' / 'Select a Topic' (`GET /tags`, `/topics`; `?topic=` pre-selects by name) for posts; search 'City, Name...' (`advancedSearch`) or 'Search...' (`search`), 300 ms debounce; reloads from page 1; 'Load more' appends; history in the `coach-cards` / `provider-grid` / `post-grid` cookie for 15 min, restored page by page 200 ms apart, removed by 'Clear all filters'; 'Sorry, no results for \"…\"' / 'Sorry, no results for that region.'; skeleton cards while loading; a retry on failure.",
  'content-grid':
    "Posts from `POST /gimme-dat/` (`{ resource: 'posts', selections: posts, count }`), courses from `GET /courses?ids[]=…` (only when some are chosen), both prefetched. `default`: 4 posts (4 across on a desktop, 2 on a tablet); `combo-quadrant`: 2 courses over 2 posts; `post-quadrant`: 4 posts two by two; `post-row`: posts as rows, the picture beside the text. Post and course cards from `src/features/directory/`; skeleton cards while loading. A failed load is only logged: the headline and the button show without cards; with nothing at all to show the band is left out.",
  'cta-band':
    'Default background green. Each button is an opt-in form (with its tag and list) or a link button with its own colours; blank button text hides the button.',
  'description-cards': 'Default background beige; 1 / 2 / 3 columns.',
  'design-hero':
    "The page's `h1`; 'Watch the video' opens the video in a dialog (Escape closes, focus returns).",
  'design-testimonials':
    "A carousel: before / design / after, the quote, 'Designed by' linking to `/designers/{coach}` (names from `GET /users?ids=`); previous/next only with more than one design, wrapping; arrow keys.",
  'designer-inquiry':
    "The inquiry form: Name, Email address, Phone Number, Street Address, City, State, Zip/Postal Code, Current garden status, Ideal timeline, Estimated Budget (required), interests ('Other' reveals a text field), about my space, an optional garden image (JPEG/PNG/GIF ≤ 5 MB, else the alert and the file is cleared). Multipart `POST /forms/designer_inquiry`; the thanks replaces the form and takes focus; on error the messages show and everything typed stays.",
  embed:
    'A loader, then the sanitized HTML after 350 ms; iframes only inside a sandbox and only from the players and maps the page policy names (YouTube, Vimeo, Google Maps), any other as a link to its page; no script from the CMS runs.',
  faq: 'An accordion: one answer open at a time; keyboard operable.',
  'frost-calculator':
    "A zip field (digits only, 5) and 'See Frost Dates' (disabled otherwise); `GET /frost-calc?zip=`; 'Loading...', 'Sorry, we couldn't find frost data for that zip code.' on the error flag, or the station, altitude in feet (m × 3.28084), last spring and first fall frost ('April 12') and the NOAA disclaimer, in a live region. A five-digit `?zip=` fills the field and looks it up. A failed request is only logged.",
  'garden-callout': 'Text beside garden images; coaches link to `/designers/{id}`.',
  'garden-card':
    'Default background beige. A coach gardener links to `/designers/{id}`. `source: "submitted"`: the strip shows the newest 4 gardens people shared (`GET /gardens?per_page=4`, prefetched; `gardens` is not read), with placeholders while loading, "No gardens have been shared yet." and a link to `/submit-your-garden` when there are none, and a message when they cannot be loaded.',
  'garden-gallery':
    'Credits each gardener; coaches link to `/designers/{id}`. `source: "submitted"`: the newest 9 gardens people shared (`GET /gardens?per_page=9`, prefetched; first picture, gardener and "City, ST"; `gardens` may be left out), with placeholders while loading, "No gardens have been shared yet." and a link to `/submit-your-garden` when there are none, and a message when they cannot be loaded.',
  headline: 'A centred `h2` with an optional line under it.',
  hero: "The page's `h1`; the image loads with priority, cropped to 4:3. `opt-in` adds an e-mail sign-up posting `/opt-in` with the section's `listId` and `ac_tag`.",
  image:
    'A 3:2 box that never shifts; optional caption, maximum height with its unit, a "Pin it" link (Pinterest) and an inline (reading-width) layout.',
  'latest-podcasts':
    'At most 3: the pinned episodes, then per_page = 3 − pinned with `exclude` = pinned ids.',
  'multiple-image':
    'One column on a phone, one per image from tablet up; every image in a reserved box.',
  'opt-in-form':
    "An e-mail sign-up posting `/opt-in` with email, the normalised tags and list ids (the add-on's appended; a checkbox when it has a description), addOptin. 'Thank you for your submission.', then `redirect_url` when set. Server errors land on the field or above the button; what was typed stays.",
  podcasts:
    'Every episode (`GET /podcasts`, per_page 500) with its platform links; prefetched on the server. A failed load shows `unableToLoadPodcasts`.',
  'provider-card':
    "Default background beige. `POST /gimme-dat/` (`{ resource: 'providers', selections, count }`), prefetched: provider cards (cover 2:1 with the logo, name linking to `/businesses/{slug}`, 'City, ST', description, team avatars) in the editor's order, centred; skeleton cards while loading. A business that no longer exists is left out; when none can be shown, or the load fails (logged), the section shows nothing.",
  quiz: "`GET /quizzes/{id}` (prefetched). Intro (picture, title, subtitle, description, 'Take the Quiz'), then 'Question X of N' with lettered answers in a radio group (only options with an id and an answer), 'Next question' / 'Quiz results' (disabled until answered; 'Some quiz questions have not yet been filled out!'), 'Go back'. The step is in the address as `quiz-{id}` (clamped; missing = intro); answers in the browser (localStorage), moved to the account on sign-in. Results: a visitor gets 'One last thing...' with sign-up / log-in in place; then `POST /quizzes/{id}/results`, a 5 s loader with three messages, the result page with quizRegister / quizLogin / quizComplete, or 'You found a loophole!' (no slug, or a failed call with quizError). A quiz that fails to load renders nothing.",
  'region-map':
    "A US map coloured by the four Census regions of `src/lib/forms/regions.ts` (the `UsMap` component: state shapes from one cached sprite, no path data in the page), with a legend: each region and its number of states (and, for screen readers, which). Pointing at, tapping or focusing a state (Tab to the map, then the arrow keys or a letter) selects its whole region: its states turn dark and are outlined, and the region's name and states show beside the map in a live region. The region stays selected until another is chosen. Server-rendered; loads no data.",
  reusable:
    'Renders its sub-sections through the registry, skipping nested `reusable`. Frame `bare`.',
  share:
    "Twitter, Facebook, e-mail, Pinterest and 'Copy Link' (copies the page URL, shows `copyPageUrl`).",
  'shop-product':
    "One product card (from `{SHOP_URL}{product}.js`) left, or right when flip; price in dollars with '.00' dropped; 'Add to cart' posts the store's `cart/add.json` (id, quantity 1) and opens the cart drawer.",
  'shop-product-grid':
    "A grid of product cards; a product that fails to load shows 'This product is unavailable right now.'.",
  steps: 'A numbered list, then the buttons.',
  video:
    'YouTube id from watch, youtu.be, embed, shorts and live urls; no 11-character id → id "error" and \'This video is unavailable.\'. A local poster first; the player loads only when pressed.',
  'garden-design':
    'The garden-design landing. Default background beige. Its steps as a numbered list (three columns from tablet up), then every `garden-design` product (`GET /products?type=garden-design&order=asc`, prefetched) as a price card, cheapest first: name, price, description, included and excluded lines. Each card\'s "Get Started" opens the checkout \'Checkout: {product name}\' in a dialog (its code loads on demand); visitors sign up or log in inside it; after payment it says "One moment, you\'re being redirected..." and goes to `/account/designs/{id}` of the new design.',
  booking:
    'Placeholder: say what the section shows and what it loads (`GET /booking`) and how it behaves.',
};
