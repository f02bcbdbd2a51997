import { useMemo } from 'react';
import { Accordion } from '#src/components/Accordion/index.ts';
import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import type { SectionProps } from '#src/sections/defineSection.tsx';
import { sanitizeHtml } from '#src/sanitize/sanitizeHtml.ts';
import { answer, faqList } from './Faq.css.ts';
import type { FaqContent } from './schema.ts';

/** Questions and answers as an accordion: one answer open at a time; opening one closes the other. */
export function Faq({ id, content, background }: SectionProps<FaqContent>) {
  const inverse = background === 'green';
  const answers = useMemo(
    () => content.faqs.map((item) => sanitizeHtml(item.body)),
    [content.faqs],
  );

  return (
    <Container width="reading">
      <Stack space="large">
        {content.headline ? (
          <Heading level={2} align="center" tone={inverse ? 'inverse' : 'default'}>
            {content.headline}
          </Heading>
        ) : null}
        <Accordion.Root className={faqList({ tone: inverse ? 'inverse' : 'default' })}>
          {content.faqs.map((item, index) => (
            <Accordion.Item key={index} value={`faq-${id}-${index}`}>
              <Accordion.Trigger headingLevel={content.headline ? 3 : 2}>
                {item.headline}
              </Accordion.Trigger>
              <Accordion.Content>
                <div
                  className={answer}
                  dangerouslySetInnerHTML={{ __html: answers[index] ?? '' }}
                />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Stack>
    </Container>
  );
}
