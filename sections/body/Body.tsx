import { useMemo } from 'react';
import { Container } from '#src/components/Container/index.ts';
import { CtaButtons } from '#src/components/CtaButton/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import type { SectionProps } from '#src/sections/defineSection.tsx';
import { sanitizeHtml } from '#src/sanitize/sanitizeHtml.ts';
import { prose } from './Body.css.ts';
import type { BodyContent } from './schema.ts';
import { useInPageLinks } from './useInPageLinks.ts';

/** Rich text from the CMS in the reading column, with optional call-to-action buttons below it. */
export function Body({ content, background }: SectionProps<BodyContent>) {
  const html = useMemo(() => sanitizeHtml(content.body), [content.body]);
  const linksRef = useInPageLinks();
  const inverse = background === 'green';

  return (
    <Container width="reading">
      <Stack space="xlarge">
        {html.trim() ? (
          <div
            ref={linksRef}
            className={prose({ tone: inverse ? 'inverse' : 'default' })}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : null}
        <CtaButtons buttons={content.buttons} variant={inverse ? 'inverse' : 'primary'} />
      </Stack>
    </Container>
  );
}
