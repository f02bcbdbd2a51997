import type { ReactNode } from 'react';
import type { ProviderWire } from '#src/lib/api/types.ts';
import { Avatar } from '#src/ui/components/Avatar/index.ts';
import { NameBadges } from '#src/ui/components/Badge/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { PortfolioGrid } from '#src/ui/components/PortfolioGrid/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { providerLocation, providerProperty, streetAddress, websiteHref } from './provider.ts';
import * as styles from './ProviderProfile.css.ts';

export const providerProfileWording = {
  about: 'About',
  specialties: 'Specialties',
  noSpecialties: 'No areas of expertise defined',
  contact: 'Contact',
  portfolio: 'Portfolio',
  noPortfolio: 'No portfolio images provided',
  team: 'Our designers',
} as const;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack space="small">
        <Heading level={2} size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/**
 * A business's public profile (a provider of the directory): cover and logo, name and location, the
 * description, specialties, how to reach it, its portfolio (with the zoom) and its team of designers.
 */
export function ProviderProfile({ provider }: { provider: ProviderWire }) {
  const location = providerLocation(provider);
  const cover = provider.images?.cover?.image;
  const logo = provider.images?.logo?.image;
  const website = providerProperty(provider, 'website');
  const certifications = providerProperty(provider, 'certifications');
  const address = streetAddress(provider);
  const phone = provider.addresses?.[0]?.phone?.trim() || null;
  const href = websiteHref(website);
  const specialties = (provider.expertises ?? []).filter((expertise) => expertise.name?.trim());
  const contact: [string, ReactNode][] = [];
  if (address) contact.push(['Address', address]);
  if (phone)
    contact.push(['Phone', <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>]);
  if (website) contact.push(['Website', href ? <Link href={href}>{website}</Link> : website]);
  if (certifications) contact.push(['Certifications', certifications]);
  const idPrefix = `business-${provider.id}`;

  return (
    <Stack space="xlarge">
      <div>
        {cover ? (
          <Image src={cover} alt="" aspectRatio="2 / 1" className={styles.cover} priority />
        ) : null}
        <div className={cover ? styles.identity : undefined}>
          {logo ? (
            <Image
              src={logo}
              alt={`${provider.name} logo`}
              aspectRatio="1 / 1"
              fit="contain"
              className={styles.logo}
            />
          ) : null}
          <Stack space="xsmall">
            <Heading level={1}>{provider.name}</Heading>
            {location ? <Text tone="muted">{location}</Text> : null}
          </Stack>
        </div>
      </div>

      {provider.description?.trim() ? (
        <Part id={`${idPrefix}-about`} title={providerProfileWording.about}>
          <Text>{provider.description}</Text>
        </Part>
      ) : null}

      <Part id={`${idPrefix}-specialties`} title={providerProfileWording.specialties}>
        <NameBadges
          items={specialties}
          empty={<Text>{providerProfileWording.noSpecialties}</Text>}
        />
      </Part>

      {contact.length > 0 ? (
        <Part id={`${idPrefix}-contact`} title={providerProfileWording.contact}>
          <dl className={styles.details}>
            {contact.map(([term, value]) => (
              <div key={term} className={styles.row}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        </Part>
      ) : null}

      <Part id={`${idPrefix}-portfolio`} title={providerProfileWording.portfolio}>
        <PortfolioGrid
          images={provider.images?.portfolio ?? []}
          owner={provider.name}
          emptyText={providerProfileWording.noPortfolio}
        />
      </Part>

      {provider.coaches?.length ? (
        <Part id={`${idPrefix}-team`} title={providerProfileWording.team}>
          <ul className={styles.team}>
            {provider.coaches.map((coach) => {
              const name = `${coach.first_name} ${coach.last_name}`.trim();
              return (
                <li key={coach.id} className={styles.member}>
                  <Avatar src={coach.images?.avatar?.image} name={name} size="small" decorative />
                  <Link href={`/designers/${coach.id}`}>{name}</Link>
                </li>
              );
            })}
          </ul>
        </Part>
      ) : null}
    </Stack>
  );
}
