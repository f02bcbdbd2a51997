import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { SectionHeadline } from '#src/lib/sectionKit/SectionHeadline.tsx';
import { item, list, number, stepText } from './Steps.css.ts';
import type { StepsContent } from './schema.ts';
import { SectionCtaButtons } from '#src/lib/sectionKit/SectionCtaButtons.tsx';

/**
 * A numbered list of steps (how something works, from first to last) with an optional headline above
 * and call-to-action buttons below. The numbers are visible badges and are read out as "Step N".
 */
export function Steps({ content, background }: SectionProps<StepsContent>) {
  const inverse = background === 'green';
  const tone = inverse ? 'inverse' : 'default';
  // Without a section headline the steps' own headlines are the section's top level.
  const stepLevel = content.headline ? 3 : 2;

  return (
    <Container width="reading">
      <Stack space="xlarge">
        <SectionHeadline headline={content.headline} tone={tone} />
        <ol className={list}>
          {content.steps.map((step, index) => (
            <li key={index} className={item}>
              <span className={number({ tone })}>
                <VisuallyHidden>Step </VisuallyHidden>
                {index + 1}
              </span>
              <Stack space="xsmall" className={stepText}>
                <Heading level={stepLevel} size="md" tone={tone}>
                  {step.headline}
                </Heading>
                <RichText html={step.body} tone={tone} />
              </Stack>
            </li>
          ))}
        </ol>
        <SectionCtaButtons buttons={content.buttons} inverse={inverse} />
      </Stack>
    </Container>
  );
}
