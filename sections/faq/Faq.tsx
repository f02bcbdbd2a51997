import { Accordion } from '#src/ui/components/Accordion/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { SectionHeadline } from '#src/lib/sectionKit/SectionHeadline.tsx';
import type { FaqContent } from './schema.ts';

/** Questions and answers as an accordion: one answer open at a time; opening one closes the other. */
export function Faq({ id, content, background }: SectionProps<FaqContent>) {
  const tone = background === 'green' ? 'inverse' : 'default';

  return (
    <Container width="reading">
      <Stack space="large">
        <SectionHeadline headline={content.headline} tone={tone} />
        <Accordion.Root tone={tone}>
          {content.faqs.map((item, index) => (
            <Accordion.Item key={index} value={`faq-${id}-${index}`}>
              <Accordion.Trigger headingLevel={content.headline ? 3 : 2}>
                {item.headline}
              </Accordion.Trigger>
              <Accordion.Content>
                <RichText html={item.body} tone={tone} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Stack>
    </Container>
  );
}
