import { isBusinessOwner, isCoach, type AccountLike } from '#src/lib/session/account.ts';

export interface AccountLink {
  href: string;
  label: string;
  description: string;
}

/**
 * The account pages that apply to a person (docs/spec/platform.md §2, §6): everyone has orders, payment
 * methods and designs; a business owner has the subscription and the business profile, others are
 * offered to register a business; a coach has the coaching profile and availability.
 */
export function accountLinksFor(account: AccountLike): AccountLink[] {
  const links: AccountLink[] = [
    { href: '/account/orders', label: 'Orders', description: 'Your sessions and purchases.' },
    {
      href: '/account/payments',
      label: 'Payment methods',
      description: 'The cards saved on your account.',
    },
    { href: '/account/designs', label: 'Designs', description: 'Your kitchen garden designs.' },
  ];
  if (isBusinessOwner(account)) {
    links.push(
      {
        href: '/account/subscription',
        label: 'Subscription',
        description: "Your business's directory plan.",
      },
      {
        href: '/account/business',
        label: 'Business profile',
        description: 'How your business shows in the directory.',
      },
    );
  } else {
    links.push({
      href: '/directory-application',
      label: 'Register your business',
      description: 'List your business in the directory.',
    });
  }
  if (isCoach(account)) {
    links.push(
      {
        href: '/account/coaching',
        label: 'Coaching profile',
        description: 'What customers read about you.',
      },
      {
        href: '/account/coaching/manage',
        label: 'Availability',
        description: 'When customers can book you.',
      },
    );
  }
  return links;
}
