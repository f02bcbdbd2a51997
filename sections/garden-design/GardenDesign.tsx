import { useState } from 'react';
import type { ProductWire } from '#src/lib/api/types.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Skeleton } from '#src/ui/components/Skeleton/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { PlanCard } from '#src/lib/commerce/PlanCard.tsx';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { activeDesignId } from '#src/lib/session/account.ts';
import { useSession } from '#src/lib/session/SessionProvider.tsx';
import { SectionHeadline } from '#src/lib/sectionKit/SectionHeadline.tsx';
import { ActiveDesign } from './ActiveDesign.tsx';
import { BuyDesignButton } from './BuyDesignButton.tsx';
import * as styles from './GardenDesign.css.ts';
import type { GardenDesignContent } from './schema.ts';

export const gardenDesignLoadingText = 'Loading design packages...';
export const gardenDesignEmptyText =
  'No design packages are available right now. Please check back soon.';
export const gardenDesignErrorText =
  'Sorry, we were unable to load the design packages. Please try again later.';

/**
 * The garden-design landing: how it works in numbered steps, then every `garden-design` product as a
 * price card, cheapest first. Each card's button opens the checkout for that product: its questionnaire
 * first when it has one (the answers held until the design exists), then sign-up or log-in for
 * visitors and payment; after payment the buyer goes to their new design. Someone with an active design
 * sees it instead ('View My Active Design' with its status); 'Start Over' forgets any questionnaire
 * answered in a checkout and shows the packages again.
 */
export function GardenDesign({
  content,
  background,
  data,
}: SectionProps<GardenDesignContent, 'default', ProductWire[]>) {
  const inverse = background === 'green';
  const tone = inverse ? 'inverse' : 'default';
  const stepLevel = content.headline ? 3 : 2;
  const { account } = useSession();
  const activeId = activeDesignId(account?.designs_overview);
  // After 'Start Over', or once a checkout is open: someone who logs in inside the checkout with a
  // design in progress stays in the checkout they started (and keeps its answers).
  const [showPackages, setShowPackages] = useState(false);
  let plans;
  if (activeId !== null && !showPackages) {
    plans = (
      <ActiveDesign
        designId={activeId}
        status={account?.designs_overview?.[activeId] ?? 'created'}
        headingLevel={stepLevel}
        onStartOver={() => setShowPackages(true)}
      />
    );
  } else if (data.data && data.data.length > 0) {
    plans = (
      <ul className={styles.plans} aria-label="Design packages">
        {data.data.map((product) => (
          <li key={product.id}>
            <PlanCard
              name={product.name}
              price={product.price}
              description={product.description}
              attributes={product.attributes}
              headingLevel={stepLevel}
              action={<BuyDesignButton product={product} onOpen={() => setShowPackages(true)} />}
            />
          </li>
        ))}
      </ul>
    );
  } else if (data.error) {
    plans = <Text tone={inverse ? 'inverse' : 'error'}>{gardenDesignErrorText}</Text>;
  } else if (data.data) {
    plans = <Text tone={inverse ? 'inverse' : 'muted'}>{gardenDesignEmptyText}</Text>;
  } else {
    plans = (
      <div role="status" className={styles.plans}>
        <VisuallyHidden>{gardenDesignLoadingText}</VisuallyHidden>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="auto" className={styles.planPlaceholder} />
        ))}
      </div>
    );
  }
  return (
    <Container>
      <Stack space="xlarge">
        <SectionHeadline headline={content.headline} tone={tone} />
        {content.steps.length > 0 ? (
          <ol className={styles.steps}>
            {content.steps.map((step, index) => (
              <li key={index} className={styles.step}>
                <span className={[styles.number, inverse ? styles.numberInverse : ''].join(' ')}>
                  <VisuallyHidden>Step </VisuallyHidden>
                  {index + 1}
                </span>
                <Heading level={stepLevel} size="sm" tone={tone}>
                  {step.headline}
                </Heading>
                <RichText html={step.body} tone={tone} />
              </li>
            ))}
          </ol>
        ) : null}
        {plans}
      </Stack>
    </Container>
  );
}
