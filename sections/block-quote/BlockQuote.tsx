import { useLocation } from 'react-router';
import { Avatar } from '#src/ui/components/Avatar/index.ts';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { Quotation } from '#src/ui/components/Quotation/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { attribution, picture, stack } from './BlockQuote.css.ts';
import type { BlockQuoteContent } from './schema.ts';
import { tweetThisUrl } from './tweetThisUrl.ts';

/**
 * A quotation set apart from the page: optional image above it, the quoted person's picture and
 * name under it, and a 'Tweet this' link that shares the quote with the page's address.
 */
export function BlockQuote({ content, background }: SectionProps<BlockQuoteContent>) {
  const { siteUrl } = usePublicConfig();
  const { pathname } = useLocation();
  const inverse = background === 'green';
  const tone = inverse ? 'inverse' : 'default';
  const hasAttribution = content.subtext !== '' || content.avatar !== '';

  return (
    <Container width="reading">
      {/* The link stays outside the figure: HTML allows a figcaption only first or last in one. */}
      <div className={stack}>
        <figure className={stack}>
          {content.image ? (
            <Image
              src={content.image}
              alt=""
              aspectRatio="3 / 2"
              fit="cover"
              sizes="(min-width: 768px) 46rem, 100vw"
              className={picture}
            />
          ) : null}
          <Quotation tone={tone}>{content.quote}</Quotation>
          {hasAttribution ? (
            <figcaption className={attribution}>
              {content.avatar ? (
                <Avatar
                  src={content.avatar}
                  name={content.subtext || 'The person quoted'}
                  size="small"
                />
              ) : null}
              {content.subtext ? (
                <Text as="span" weight="medium" tone={inverse ? 'inverse' : 'muted'}>
                  {content.subtext}
                </Text>
              ) : null}
            </figcaption>
          ) : null}
        </figure>
        {content.showTweetThis ? (
          <div>
            <ButtonLink
              href={tweetThisUrl({ quote: content.quote, siteUrl, path: pathname })}
              variant={inverse ? 'inverse' : 'outline'}
              size="small"
            >
              Tweet this
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </Container>
  );
}
