import type { CoachWire } from '#src/api/types.ts';
import { Avatar } from '#src/components/Avatar/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Image } from '#src/components/Image/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { designerLocation, propertyText, propertyTexts } from './designer.ts';
import * as styles from './DesignerProfile.css.ts';

/**
 * A designer's public profile (docs/spec/features.md §2.10): avatar, name, location, About Me, portfolio
 * (4 per row), testimonials and areas of expertise, each with its empty wording. The session booker
 * and the favourite toggle join it with the booking issue.
 */
export function DesignerProfile({ coach }: { coach: CoachWire }) {
  const name = `${coach.first_name} ${coach.last_name}`.trim();
  const location = designerLocation(coach);
  const about = propertyText(coach, 'about');
  const testimonials = propertyTexts(coach, 'testimonial');
  const portfolio = coach.images?.portfolio ?? [];
  const expertises = (coach.expertises ?? []).filter((expertise) => expertise.name?.trim());

  return (
    <Stack space="xlarge">
      <div className={styles.header}>
        <Avatar src={coach.images?.avatar?.image} name={name} size="large" />
        <Stack space="xsmall">
          <Heading level={1}>{name}</Heading>
          {location ? <Text tone="muted">{location}</Text> : null}
        </Stack>
      </div>

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
          {portfolio.length > 0 ? (
            <ul className={styles.portfolio}>
              {portfolio.map((item, index) => (
                <li key={item.id}>
                  <Image
                    src={item.image}
                    alt={`Garden by ${name}, picture ${index + 1}`}
                    aspectRatio="1 / 1"
                    fit="cover"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <Text>No portfolio images provided</Text>
          )}
        </Stack>
      </section>

      <section aria-labelledby="designer-testimonials">
        <Stack space="small">
          <Heading level={2} size="md" id="designer-testimonials">
            Testimonials
          </Heading>
          {testimonials.length > 0 ? (
            <Stack space="medium">
              {testimonials.map((testimonial, index) => (
                <blockquote key={index} className={styles.quote}>
                  <Text>{testimonial}</Text>
                </blockquote>
              ))}
            </Stack>
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
          {expertises.length > 0 ? (
            <ul className={styles.tags}>
              {expertises.map((expertise) => (
                <li key={expertise.id} className={styles.tag}>
                  {expertise.name}
                </li>
              ))}
            </ul>
          ) : (
            <Text>No areas of expertise defined</Text>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
