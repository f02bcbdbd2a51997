import type { ReactNode } from 'react';
import type { CoachWire } from '#src/lib/api/types.ts';
import { Avatar } from '#src/ui/components/Avatar/index.ts';
import { Badge, NameBadges } from '#src/ui/components/Badge/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { PortfolioGrid } from '#src/ui/components/PortfolioGrid/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { designerLocation, parseTestimonial, propertyText, propertyTexts } from './designer.ts';
import { Testimonials } from './Testimonials.tsx';
import * as styles from './DesignerProfile.css.ts';

/** Said under the name while the designer is live for instant bookings. */
export const availableNowText = 'Available now';

/**
 * A designer's public profile (docs/spec/features.md §2.10): avatar, name, location, 'Available now'
 * while they are live for instant bookings, About Me, portfolio (4 per row, each picture opening
 * large), testimonials (one at a time, a dot each) and areas of expertise, each with its empty
 * wording. `actions` sit beside the name (the favourite toggle); `booker` is the session booker.
 */
export function DesignerProfile({
  coach,
  actions,
  booker,
}: {
  coach: CoachWire;
  actions?: ReactNode;
  booker?: ReactNode;
}) {
  const name = `${coach.first_name} ${coach.last_name}`.trim();
  const location = designerLocation(coach);
  const about = propertyText(coach, 'about');
  const testimonials = propertyTexts(coach, 'testimonial').map(parseTestimonial);
  const portfolio = coach.images?.portfolio ?? [];
  const expertises = (coach.expertises ?? []).filter((expertise) => expertise.name?.trim());

  return (
    <Stack space="xlarge">
      <div className={styles.header}>
        <Avatar src={coach.images?.avatar?.image} name={name} size="large" priority />
        <Stack space="xsmall">
          <Heading level={1}>{name}</Heading>
          {location ? <Text tone="muted">{location}</Text> : null}
          {coach.is_available_now ? (
            <Badge className={styles.availableNow}>{availableNowText}</Badge>
          ) : null}
        </Stack>
        {actions}
      </div>

      {/* The session booker (docs/spec/features.md §2.10), right under the header. */}
      {booker ? (
        <section aria-label={`Book a session with ${coach.first_name}`}>{booker}</section>
      ) : null}

      <section aria-labelledby="designer-about">
        <Stack space="small">
          <Heading level={2} size="md" id="designer-about">
            About Me
          </Heading>
          <Text>{about ?? `${coach.first_name} has not written an introduction yet.`}</Text>
        </Stack>
      </section>

      <section aria-labelledby="designer-portfolio">
        <Stack space="small">
          <Heading level={2} size="md" id="designer-portfolio">
            Portfolio
          </Heading>
          <PortfolioGrid images={portfolio} owner={name} emptyText="No portfolio images provided" />
        </Stack>
      </section>

      <section aria-labelledby="designer-testimonials">
        <Stack space="small">
          <Heading level={2} size="md" id="designer-testimonials">
            Testimonials
          </Heading>
          {testimonials.length > 0 ? (
            <Testimonials testimonials={testimonials} />
          ) : (
            <Text>No testimonials provided</Text>
          )}
        </Stack>
      </section>

      <section aria-labelledby="designer-expertise">
        <Stack space="small">
          <Heading level={2} size="md" id="designer-expertise">
            Areas of expertise
          </Heading>
          <NameBadges items={expertises} empty={<Text>No areas of expertise defined</Text>} />
        </Stack>
      </section>
    </Stack>
  );
}
