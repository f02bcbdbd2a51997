import type { DesignStatus, DesignWire } from '#src/lib/api/types.ts';
import { designStatusLabel } from '#src/lib/session/account.ts';

/** A design's status as a person reads it: the specification's label, 'Closed' for a closed design. */
export function designStatusText(status: DesignStatus | string): string {
  return designStatusLabel(status) ?? 'Closed';
}

/** The designer of a design, by name, once chosen. */
export function designerName(design: Pick<DesignWire, 'order'>): string | null {
  const coach = design.order?.coach;
  return coach ? `${coach.first_name} ${coach.last_name}`.trim() : null;
}

/** The customer of a design (the person who bought it). */
export function customerName(design: Pick<DesignWire, 'order' | 'users'>): string | null {
  const customer = design.users.find((user) => user.role === 'customer') ?? design.order?.user;
  return customer ? `${customer.first_name} ${customer.last_name}`.trim() : null;
}

/** What the status means for the person, by how they see the design. */
export function designNextStep(design: Pick<DesignWire, 'status' | 'acting_as'>): string {
  const customer = design.acting_as === 'user';
  switch (design.status) {
    case 'created':
      return customer
        ? 'Next: tell us about your garden, so your designer can begin.'
        : 'The customer is doing their homework.';
    case 'scheduling':
      return customer ? 'Next: choose your designer.' : 'The customer is choosing their designer.';
    case 'call_upcoming':
      return customer
        ? 'Your video call with your designer is booked.'
        : 'The kick-off call is booked.';
    case 'in_design':
      return customer ? 'Your designer is drawing your garden.' : 'The design is being drawn.';
    case 'complete':
      return 'The design is complete.';
    default:
      return 'This design is closed.';
  }
}
