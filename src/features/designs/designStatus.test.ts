import { describe, expect, it } from 'vitest';
import type { DesignActingAs, DesignStatus } from '#src/lib/api/types.ts';
import { customerName, designerName, designNextStep, designStatusText } from './designStatus.ts';
import { customer, designer, homeworkDesign, inDesignDesign } from './testing/designFixtures.ts';

describe('designStatusText', () => {
  it.each<[DesignStatus, string]>([
    ['created', 'Homework'],
    ['scheduling', 'Needs Scheduling'],
    ['call_upcoming', 'Call Upcoming'],
    ['in_design', 'In Design'],
    ['complete', 'Complete'],
    ['closed', 'Closed'],
  ])('reads %s as “%s”', (status, label) => {
    expect(designStatusText(status)).toBe(label);
  });

  it('reads a status the API adds later as Closed rather than showing its code', () => {
    expect(designStatusText('archived')).toBe('Closed');
  });
});

describe('designNextStep', () => {
  const customerSteps: Record<DesignStatus, string> = {
    created: 'Next: tell us about your garden, so your designer can begin.',
    scheduling: 'Next: choose your designer.',
    call_upcoming: 'Your video call with your designer is booked.',
    in_design: 'Your designer is drawing your garden.',
    complete: 'The design is complete.',
    closed: 'This design is closed.',
  };
  const othersSteps: Record<DesignStatus, string> = {
    created: 'The customer is doing their homework.',
    scheduling: 'The customer is choosing their designer.',
    call_upcoming: 'The kick-off call is booked.',
    in_design: 'The design is being drawn.',
    complete: 'The design is complete.',
    closed: 'This design is closed.',
  };
  const statuses = Object.keys(customerSteps) as DesignStatus[];

  it.each(statuses)('tells the customer what comes next at %s', (status) => {
    expect(designNextStep({ status, acting_as: 'user' })).toBe(customerSteps[status]);
  });

  const others: DesignActingAs[] = ['designer', 'artist', 'admin'];
  it.each(others.flatMap((actingAs) => statuses.map((status) => [actingAs, status] as const)))(
    'tells a person acting as %s where the design stands at %s',
    (actingAs, status) => {
      expect(designNextStep({ status, acting_as: actingAs })).toBe(othersSteps[status]);
    },
  );
});

describe('designerName', () => {
  it('names the designer of the design’s order once chosen', () => {
    expect(designerName(inDesignDesign())).toBe('Maya Okafor');
  });

  it('is null before a designer is chosen', () => {
    expect(designerName(homeworkDesign())).toBeNull();
  });

  it('is null when the order was deleted', () => {
    expect(designerName({ order: null })).toBeNull();
  });

  it('trims a designer without a last name', () => {
    const design = inDesignDesign();
    design.order!.coach = { ...designer, last_name: '' };
    expect(designerName(design)).toBe('Maya');
  });
});

describe('customerName', () => {
  it('names the participant whose role is customer', () => {
    const design = inDesignDesign();
    // The order's buyer is not read when the participants name the customer.
    design.order!.user = { ...customer, first_name: 'Someone', last_name: 'Else' };
    expect(customerName(design)).toBe('Casey Customer');
  });

  it('falls back to the buyer of the order when the participants have no customer', () => {
    const design = inDesignDesign({ users: [{ ...designer, role: 'designer' }] });
    expect(customerName(design)).toBe('Casey Customer');
  });

  it('is null with neither participants nor an order', () => {
    expect(customerName({ users: [], order: null })).toBeNull();
  });
});
