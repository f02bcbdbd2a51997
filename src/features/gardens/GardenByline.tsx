import { Link } from '#src/ui/components/Link/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { designerHref, gardenerName, type Garden } from './garden.ts';

/**
 * Who made a garden, under its picture: 'By {name}', linked to their page with ', garden designer'
 * when they are one of the site's designers. `inverse` is for the green background.
 */
export function GardenByline({ garden, inverse }: { garden: Garden; inverse: boolean }) {
  const name = gardenerName(garden);
  const href = designerHref(garden);
  return (
    <Text as="span" size="sm" tone={inverse ? 'inverse' : 'muted'}>
      {href ? (
        <>
          By <Link href={href}>{name}</Link>, garden designer
        </>
      ) : (
        `By ${name}`
      )}
    </Text>
  );
}
