import { Heading, type HeadingProps } from '#src/ui/components/Heading/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';

/**
 * A section's own headline, centred above its content at the section's level (2); nothing when the
 * editors left it blank, so the section's parts then carry its top level themselves.
 */
export function SectionHeadline({
  headline,
  tone,
  id,
}: {
  headline: string;
  tone: HeadingProps['tone'];
  id?: string;
}) {
  return headline ? (
    <Heading level={2} align="center" tone={tone} id={id}>
      {headline}
    </Heading>
  ) : null;
}

/** The line under a section's headline: large, centred and muted (light on green); nothing when blank. */
export function SectionSubheadline({ text, inverse }: { text: string; inverse: boolean }) {
  return text ? (
    <Text size="lg" align="center" tone={inverse ? 'inverse' : 'muted'}>
      {text}
    </Text>
  ) : null;
}
