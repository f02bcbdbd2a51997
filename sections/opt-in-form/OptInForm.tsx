import { Card } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { OptInForm as EmailSignUp } from '#src/ui/components/OptInForm/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { panel } from './OptInForm.css.ts';
import type { OptInFormContent } from './schema.ts';

/**
 * An e-mail sign-up: heading, subheading and the form, which posts the address with the section's
 * list and normalised tags (plus the add-on list's), thanks the visitor and then goes to the
 * redirect url when there is one.
 */
export function OptInForm({ content, background }: SectionProps<OptInFormContent>) {
  // On the band itself the text follows the band; in the white card it is always the default.
  const inverse = content.background === 'plain' && background === 'green';
  const tone = inverse ? 'inverse' : 'default';
  const form = (
    <Stack space="medium">
      <Stack space="xsmall">
        <Heading level={2} size="lg" align="center" tone={tone}>
          {content.heading}
        </Heading>
        {content.subheading ? (
          <Text align="center" tone={inverse ? 'inverse' : 'muted'}>
            {content.subheading}
          </Text>
        ) : null}
      </Stack>
      <EmailSignUp
        tag={content.ac_tag}
        listId={content.listId}
        addOptin={
          content.addOptin
            ? {
                tag: content.addOptin_ac_tag,
                listId: content.addOptin_listId,
                description: content.addOptin_description,
              }
            : null
        }
        redirectUrl={content.redirect_url}
        layout={content.addOptin_description ? 'stacked' : 'inline'}
        tone={tone}
      />
    </Stack>
  );
  return (
    <Container width="reading">
      {content.background === 'image' ? (
        <div className={panel({ style: 'image' })}>
          <Card tone="white">{form}</Card>
        </div>
      ) : (
        form
      )}
    </Container>
  );
}
