import type { ParsedSection, SectionModule } from './defineSection.tsx';
import { SectionFrame } from './SectionFrame.tsx';

/**
 * A parsed section in its frame, rendered through its module (so a section with a data source calls
 * its data hook): exactly what the page shell puts on a page for a section that parsed. Tests and the
 * story catalogue render sections through it too, so they show what a visitor sees.
 */
export function FramedSection<C>({
  module,
  section,
}: {
  module: Pick<SectionModule<C>, 'frame' | 'Render'>;
  section: ParsedSection<C>;
}) {
  const Render = module.Render;
  return (
    <SectionFrame
      type={section.type}
      id={section.id}
      background={section.background}
      revealed={section.timeReveal > 0}
      bare={module.frame === 'bare'}
    >
      <Render section={section} />
    </SectionFrame>
  );
}
